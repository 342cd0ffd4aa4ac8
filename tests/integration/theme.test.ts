import { describe, expect, it } from 'vitest';
import { site } from '../support/site';

async function page(path: string) {
  const response = await fetch(site.url + path);
  return { response, html: await response.text() };
}

describe('the theme renders complete server HTML', () => {
  it('home: Turkish document with the site name, header, footer and the go-to-top fallback', async () => {
    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(/<html lang="tr-TR"/);
    expect(html).toMatch(/<h1 class="site-title wrap_branding"><a href="[^"]+" rel="home">Yomu<\/a><\/h1>/);
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toContain('<a class="go-to-top go-to-top--static" href="#top">Başa dön</a><button type="button" class="go-to-top" aria-label="Yukarı çık" title="Yukarı çık" hidden><span aria-hidden="true">↑</span></button>');
    expect(html).toContain('id="top"');
  });

  it('loads one script module, the loader, and its stylesheet, and no emoji script', async () => {
    const { html } = await page('/');
    // WordPress 6.5 prints type, src, id; 7.1 id, src, type: read the attributes in any order.
    const scripts = [...html.matchAll(/<script\b(?=[^>]* type="module")[^>]* src="([^"]+)"[^>]*>/g)];
    expect(scripts).toHaveLength(1);
    // WordPress's script-module API prints it (id "{module id}-js-module"), after the page config.
    expect(scripts[0][0]).toMatch(/ id="@yomu\/main-js-module"/);
    expect(scripts[0][1]).toMatch(/\/wp-content\/plugins\/yomu-core\/dist\/assets\/main-[\w-]+\.js$/);
    expect(html.indexOf('var yomuSite = ')).toBeGreaterThan(0);
    expect(html.indexOf('var yomuSite = ')).toBeLessThan(scripts[0].index);
    expect(html).not.toContain('importmap');
    // The first screen's rules in the head; the whole stylesheet at the end of the body, where it blocks no paint,
    // as it is without JavaScript, and for a script to bring once the first image has loaded.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style id="yomu-critical-css">[^<]{2000,}<\/style>/);
    expect(head).not.toContain('yomu-0-css');
    expect(html).toMatch(/<noscript id="yomu-stylesheet"><link rel='stylesheet' id='yomu-0-css' href='[^']+\/dist\/assets\/main-[\w-]+\.css'[^>]*>\s*<\/noscript>\s*<script>[^<]*yomu-stylesheet/);
    expect(html.indexOf("id='yomu-0-css'")).toBeGreaterThan(html.indexOf('</footer>'));
    expect(html).not.toContain('wp-emoji');
    // Nothing competes with the first image: island chunks (and React) load after it has painted.
    expect(html).not.toContain('modulepreload');
  });

  it("prints the string catalogue's address, which answers the Turkish island strings, kept a year", async () => {
    const { html } = await page('/');
    const json = /var yomuL10n = (.*);\n/.exec(html)?.[1];
    const catalogue = JSON.parse(json ?? 'null');
    expect(catalogue).toMatchObject({ locale: 'tr_TR', rtl: false, strings: {} });
    expect(html).not.toContain('Daha az göster');
    const answer = await fetch(catalogue.url);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const strings = (await answer.json()) as Record<string, unknown>;
    expect(strings['Show less']).toBe('Daha az göster');
    expect(Object.values(strings).every((text) => typeof text === 'string')).toBe(true);
    // A page cached before an update asks for its old version: today's strings, not kept.
    const old = await fetch(catalogue.url.replace(/v=\w+/, 'v=000000000000'));
    expect(old.headers.get('cache-control')).toBe('public, no-cache');
    expect(await old.json()).toEqual(strings);
  });

  it('serves the built loader and island chunk as JavaScript', async () => {
    const { html } = await page('/');
    const src = /<script\b(?=[^>]* type="module")[^>]* src="([^"]+)"/.exec(html)![1];
    const loader = await fetch(src);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
    // The entry imports the islands' schedule after the first image; the schedule imports each island.
    const boot = new URL(/[`"'](\.\/boot-[\w-]+\.js)[`"']/.exec(await loader.text())![1], src);
    const schedule = await fetch(boot);
    expect(schedule.headers.get('content-type')).toMatch(/javascript/);
    const chunk = /[`"'](\.\/go-to-top-[\w-]+\.js)[`"']/.exec(await schedule.text())?.[1];
    expect(chunk).toBeTruthy();
    const island = await fetch(new URL(chunk!, boot));
    expect(island.status).toBe(200);
  });

  it('answers unknown pages with the theme and a 404', async () => {
    const { response, html } = await page('/no-such-page-here/');
    expect(response.status).toBe(404);
    expect(html).toContain('site-footer');
  });
});
