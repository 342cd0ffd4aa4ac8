// Bounded search input (issue 19): words over the limit get a readable message (400) and are echoed
// nowhere, and a search within the limit shows its words once as text (the results form's field): not in
// the title, the headings, og:title, og:url or the header form. Links that keep the search (order, pages)
// carry the words in their URL, bounded by the limit.
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, phpLogMark, phpProblemsSince, site } from '../support/site';

const problemsBefore = phpLogMark();

async function search(words: string) {
  const response = await fetch(`${site.url}/?s=${encodeURIComponent(words)}&post_type=wp-manga`);
  return { status: response.status, text: await response.text() };
}

/** Occurrences of the words in the page outside link URLs (where ?s= keeps the search). */
function textEchoes(html: string, words: string): number {
  return html.split(words).length - html.split(`s=${words}`).length;
}

describe('bounded search words', () => {
  it('refuses 20,000 characters with a readable message, echoing none of them', async () => {
    const words = 'Q'.repeat(20_000);
    const normal = await search('q');
    const long = await search(words);
    expect(long.status).toBe(400);
    const message = /<p class="search-page__refused"[^>]*>([^<]+)<\/p>/.exec(long.text)?.[1] ?? '';
    expect(message).toMatch(/200/);
    expect(long.text).not.toContain('Q'.repeat(50));
    expect(long.text.length).toBeLessThan(normal.text.length * 1.5);
  });

  it('refuses just over the limit (201 characters) and accepts the limit (200)', async () => {
    expect((await search('w'.repeat(201))).status).toBe(400);
    expect((await search('w'.repeat(200))).status).toBe(200);
    expect((await search(`${'ş'.repeat(199)}ı`)).status).toBe(200); // characters, not bytes
  });

  it('shows words within the limit once as text: not in the title, headings, og tags or the header form', async () => {
    const words = `needle${Date.now()}${'x'.repeat(150)}`;
    const page = await search(words);
    expect(page.status).toBe(200);
    expect(textEchoes(page.text, words)).toBe(1);
    expect(page.text).toContain(`value="${words}"`);
    expect(/<title>[^<]*<\/title>/.exec(page.text)?.[0]).not.toContain(words);
    expect(/<h1[\s\S]*?<\/h1>/.exec(page.text)?.[0]).not.toContain(words);
    expect(page.text).not.toMatch(new RegExp(`og:(title|url)" content="[^"]*${words}`));
  });

  it('the suggestions answer a clear message in Madara\'s shape and codes for too long a title', async () => {
    const response = await ajax({ action: 'wp-manga-search-manga', title: 'Z'.repeat(20_000) });
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.data[0].error).toBe('not found'); // one of Madara's two codes
    expect(body.data[0].message).not.toBe(fixture('manga_translations', { strings: ['No manga found.'] })['No manga found.'].trim());
    expect(body.data[0].message).toMatch(/200/);
    expect(JSON.stringify(body)).not.toContain('Z'.repeat(50));
  });

  it('the REST search parameters have the same limit', async () => {
    for (const route of ['/wp/v2/wp-manga', '/yomu/v1/manga']) {
      expect((await fetch(`${site.url}/wp-json${route}?search=${'r'.repeat(201)}`)).status, route).toBe(400);
      expect((await fetch(`${site.url}/wp-json${route}?search=${'r'.repeat(200)}`)).status, route).toBe(200);
    }
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
