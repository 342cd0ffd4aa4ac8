// The plugin's own islands under a theme other than Yomu (issue 27): php-bridge and the built islands ship in the
// plugin, so the consent banner and the adult gate mount and work with WordPress's default theme (Twenty
// Twenty-Four, when the pinned download has it) or, where the download has no theme, a plain one written here
// that only calls wp_head() and wp_footer(). The Yomu theme is active again afterwards (later files share the site).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, reachConsent, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PLAIN = 'yomu-test-plain';
const plainDir = () => path.join(site.dir, 'wp-content/themes', PLAIN);

let browser: Browser;
let theme = '';
let previous = '';
let wrotePlain = false;
let manga = 0;
let mangaUrl = '';
let problemsBefore: PhpLogMark | undefined;
const consentIds = new Set<string>();

function writePlainTheme(): void {
  fs.mkdirSync(plainDir(), { recursive: true });
  fs.writeFileSync(path.join(plainDir(), 'style.css'), '/*\nTheme Name: Yomu test plain\nVersion: 1.0\n*/\n');
  fs.writeFileSync(
    path.join(plainDir(), 'index.php'),
    `<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head><meta charset="<?php bloginfo( 'charset' ); ?>"><?php wp_head(); ?></head>
<body <?php body_class(); ?>>
<header><p><?php bloginfo( 'name' ); ?></p></header>
<main><?php while ( have_posts() ) { the_post(); the_title( '<h1>', '</h1>' ); the_content(); } ?></main>
<?php wp_footer(); ?>
</body>
</html>
`,
  );
  wrotePlain = true;
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  theme = fs.existsSync(path.join(site.dir, 'wp-content/themes/twentytwentyfour/style.css')) ? 'twentytwentyfour' : PLAIN;
  if (theme === PLAIN) writePlainTheme();
  const switched = fixture('theme_switch', { theme });
  previous = switched.previous;
  [manga] = fixture('site_make_posts', { posts: [{ title: `Başka tema ${Math.random().toString(36).slice(2, 8)}`, meta: { manga_adult_content: ['yes'] } }] });
  mangaUrl = fixture('site_permalink', { post: manga });
  expect(switched.active).toBe(theme);
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (previous) fixture('theme_switch', { theme: previous });
  if (manga) fixture('delete_posts', { ids: [manga] });
  fixture('site_delete_consent_log', { ids: [...consentIds] });
  if (wrotePlain) fs.rmSync(plainDir(), { recursive: true, force: true });
  // What this file's pages and theme switches made PHP log.
  if (problemsBefore) expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 60_000);

async function open(url: string): Promise<{ context: BrowserContext; errors: string[]; page: Awaited<ReturnType<BrowserContext['newPage']>> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page, site.url);
  await page.goto(url);
  return { context, page, errors };
}

describe('the plugin under another theme', () => {
  it('prints its mount points, the loader and its islands’ stylesheet from the plugin, and none of the Yomu theme', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).not.toContain('/wp-content/themes/yomu/');
    expect(html).toContain('data-island="consent"');
    expect(html).toMatch(/<script\b(?=[^>]* type="module")[^>]* src="[^"]*\/wp-content\/plugins\/yomu-core\/dist\/assets\/main-[\w-]+\.js"/);
    expect(html).toMatch(/<link rel='stylesheet' id='yomu-0-css' href='[^']*\/wp-content\/plugins\/yomu-core\/dist\/assets\/plugin-islands-[\w-]+\.css'/);
    expect(html).not.toMatch(/\/dist\/assets\/main-[\w-]+\.css/);
    expect(html).toContain('var yomuSite = ');
    // The island strings are the plugin's, translated here too.
    const strings = await fetch(JSON.parse(/var yomuL10n = (.*);\n/.exec(html)?.[1] ?? 'null')?.url).then((answer) => answer.json());
    expect(strings['Go to top']).toBe('Yukarı çık');
  });

  it('shows the consent banner bottom-left, and Accept All stores the choice', async () => {
    const { context, page, errors } = await open(`${site.url}/`);
    const banner = page.locator('.yomu-consent-banner');
    await banner.waitFor({ state: 'visible' });
    await reachConsent(page);
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(16.5);
    expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(800 - 17);
    await screenshot(page, `other-theme-consent-${theme}`);
    await banner.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    await page.locator('.yomu-consent-revisit').waitFor({ state: 'visible' });
    expect(await banner.isHidden()).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookieyes-consent');
    const value = decodeURIComponent(cookie?.value ?? '');
    const id = /consentid:([A-Za-z0-9]{32})/.exec(value)?.[1];
    if (id) consentIds.add(id);
    expect(value).toMatch(/^consentid:[A-Za-z0-9]{32},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gates an adult manga behind the modal, and Confirm sets the cookie and lets the reader in', async () => {
    const { context, page, errors } = await open(mangaUrl);
    await page.waitForSelector('[data-island="adult-gate"][data-mounted="true"]', { state: 'attached' });
    const dialog = page.getByRole('dialog', { name: 'Yetişkin içeriği' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('adult_modal');
    // It covers the page: the stylesheet the plugin brings positions it.
    expect(await page.locator('#adult_modal').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await screenshot(page, `other-theme-adult-${theme}`);
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('adult-content'))).toBe(false);
    expect((await context.cookies()).find((c) => c.name === 'wpmanga-adault')?.value).toBe('1');
    await page.reload();
    expect(await page.locator('#adult_modal').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
