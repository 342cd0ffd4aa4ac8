// @vitest-environment jsdom
// The OPDS 1.2 catalog read as a comic reader app reads it, over real HTTP: the site's <head> names the
// catalog; root → latest → a manga → its chapter → every OPDS-PSE page image downloads; popular, genres → one
// genre, and search through the OpenSearch template; adult and draft manga stay out. Every feed is validated
// with jing against the OPDS Catalog 1.2 RELAX NG schema (tests/fixtures/opds/opds.rnc, reproduced from the
// spec's Appendix B, with RFC 4287's atom.rnc it includes); the PSE href templates are filled with a page
// number first, since the spec's IRI pattern refuses the braces OPDS-PSE mandates. A reader signed in with an
// application password gets pse:lastRead from their reading history.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const ATOM = 'http://www.w3.org/2005/Atom';
const PSE = 'http://vaemendis.net/opds-pse/ns';
const NAV = 'application/atom+xml;profile=opds-catalog;kind=navigation';
const ACQ = 'application/atom+xml;profile=opds-catalog;kind=acquisition';
const SCHEMA = path.resolve(__dirname, '../fixtures/opds/opds.rnc');
const TAG = `opdsit${Date.now().toString(36)}`;

interface Fixture {
  manga: number;
  novel: number;
  adult: number;
  draft: number;
  genre: string;
  cover: number;
  chapter: number;
  pages: string[];
}
let fx: Fixture;
let problemsBefore: PhpLogMark;
let tmp = '';
const validated: string[] = [];

beforeAll(() => {
  problemsBefore = phpLogMark();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-opds-'));
  fx = fixture('opds_seed', { tag: TAG });
});

afterAll(() => {
  fixture('delete_posts', { ids: [fx.manga, fx.novel, fx.adult, fx.draft] });
  fixture('listing_remove_cover', { cover: fx.cover, posts: [] });
  fixture('listing_delete_terms', { terms: [{ slug: fx.genre, taxonomy: 'wp-manga-genre' }] });
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Validates one feed against the OPDS schema with jing; throws with jing's messages when it is invalid. */
function validate(name: string, xml: string): void {
  const file = path.join(tmp, `${name}.xml`);
  fs.writeFileSync(file, xml.replace(/\{pageNumber\}/g, '0'));
  try {
    execFileSync('jing', ['-c', SCHEMA, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { stdout?: string; code?: string };
    if (e.code === 'ENOENT') throw new Error('jing is missing: scripts/install-system.sh installs it (Debian package jing)', { cause: error });
    throw new Error(`${name} does not validate:\n${e.stdout ?? String(error)}`, { cause: error });
  }
  validated.push(name);
}

/** Fetches a feed, checks its media type, validates it and returns it parsed, with the checks jing skips. */
async function feed(url: string, type: string, name: string): Promise<Document> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(response.headers.get('cache-control')).toMatch(/^public, /);
  const xml = await response.text();
  validate(name, xml);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  // RFC 4287's Schematron rules: the feed has an author, every entry an alternate link or content.
  expect(doc.documentElement.getElementsByTagNameNS(ATOM, 'author').length).toBeGreaterThan(0);
  for (const entry of entries(doc)) {
    expect(!!link(entry, 'alternate') || children(entry, 'content').length > 0, 'alternate link or content').toBe(true);
  }
  return doc;
}

const children = (el: Element, name: string) => Array.from(el.children).filter((c) => c.namespaceURI === ATOM && c.localName === name);
const entries = (doc: Document) => children(doc.documentElement, 'entry');
const title = (el: Element) => children(el, 'title')[0]?.textContent ?? '';
const link = (el: Element, rel: string) => children(el, 'link').find((l) => l.getAttribute('rel') === rel) ?? null;
const href = (el: Element, rel: string) => {
  const found = link(el, rel);
  if (!found) throw new Error(`no ${rel} link in ${title(el)}`);
  return found.getAttribute('href') ?? '';
};
const entryNamed = (doc: Document, name: string) => {
  const found = entries(doc).find((e) => title(e) === name);
  if (!found) throw new Error(`no entry "${name}" in ${entries(doc).map(title).join(', ')}`);
  return found;
};

describe('OPDS catalog', () => {
  it('is linked from the site head and reads root → latest → manga → chapter → every PSE page image', async () => {
    const home = await (await fetch(`${site.url}/`)).text();
    const head = new DOMParser().parseFromString(home, 'text/html');
    const rootUrl = head.querySelector('link[rel="alternate"][type^="application/atom+xml;profile=opds-catalog"]')?.getAttribute('href') ?? '';
    expect(rootUrl).toBe(`${site.url}/opds/`);
    expect(head.querySelector(`link[rel="search"][type="application/opensearchdescription+xml"]`)?.getAttribute('href')).toBe(`${site.url}/opds/opensearch.xml`);

    const root = await feed(rootUrl, NAV, 'root');
    const latestEntry = entries(root).find((e) => link(e, 'http://opds-spec.org/sort/new'));
    expect(latestEntry).toBeTruthy();
    const latest = await feed(href(latestEntry as Element, 'http://opds-spec.org/sort/new'), ACQ, 'latest');
    const names = entries(latest).map(title);
    expect(names).toContain(`Streamed ${TAG}`);
    expect(names).not.toContain(`Adult ${TAG}`);
    expect(names).not.toContain(`Draft ${TAG}`);

    const mangaEntry = entryNamed(latest, `Streamed ${TAG}`);
    expect(children(mangaEntry, 'summary')[0]?.textContent).toBe(`Summary of Streamed ${TAG}`);
    expect(children(mangaEntry, 'id')[0]?.textContent).toMatch(/^urn:yomu:[0-9a-f]{12}:manga:\d+$/);
    expect(children(mangaEntry, 'updated')[0]?.textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    for (const rel of ['http://opds-spec.org/image', 'http://opds-spec.org/image/thumbnail']) {
      const cover = await fetch(href(mangaEntry, rel));
      expect(cover.status, rel).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/png');
    }
    const subsection = link(mangaEntry, 'subsection');
    expect(subsection?.getAttribute('type')).toBe(ACQ);
    const manga = await feed(subsection?.getAttribute('href') ?? '', ACQ, 'manga');

    const chapter = entryNamed(manga, 'Chapter 1');
    const stream = link(chapter, 'http://vaemendis.net/opds-pse/stream');
    expect(stream?.getAttribute('type')).toBe('image/jpeg');
    const count = Number(stream?.getAttributeNS(PSE, 'count'));
    expect(count).toBe(3);
    const template = stream?.getAttribute('href') ?? '';
    expect(template).toContain('{pageNumber}');
    expect(href(chapter, 'http://opds-spec.org/acquisition')).toMatch(new RegExp(`/manga/[^/]+/chapter-1/$`));

    for (let n = 0; n < count; n++) {
      const url = template.replace('{pageNumber}', String(n));
      const redirect = await fetch(url, { redirect: 'manual' });
      expect(redirect.status, url).toBe(302);
      expect(redirect.headers.get('location')).toBe(fx.pages[n]);
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect([bytes[0], bytes[1]], 'a JPEG').toEqual([0xff, 0xd8]);
    }
    expect((await fetch(template.replace('{pageNumber}', String(count)), { redirect: 'manual' })).status).toBe(404);
  });

  it('lists popular, genres and one genre, searches through the OpenSearch template, and links text chapters', async () => {
    const popular = await feed(`${site.url}/opds/popular/`, ACQ, 'popular');
    expect(entries(popular).map(title)).toContain(`Novel ${TAG}`);

    const genres = await feed(`${site.url}/opds/genres/`, NAV, 'genres');
    const genre = await feed(href(entryNamed(genres, `Genre ${TAG}`), 'subsection'), ACQ, 'genre');
    expect(entries(genre).map(title).sort()).toEqual([`Novel ${TAG}`, `Streamed ${TAG}`]);

    const description = await fetch(`${site.url}/opds/opensearch.xml`);
    expect(description.headers.get('content-type')).toBe('application/opensearchdescription+xml');
    const osd = new DOMParser().parseFromString(await description.text(), 'application/xml');
    const url = Array.from(osd.getElementsByTagNameNS('http://a9.com/-/spec/opensearch/1.1/', 'Url')).find((u) => u.getAttribute('type') === ACQ);
    const searchTemplate = url?.getAttribute('template') ?? '';
    expect(searchTemplate).toContain('{searchTerms}');
    const results = await feed(searchTemplate.replace('{searchTerms}', encodeURIComponent(`Streamed ${TAG}`)), ACQ, 'search');
    expect(entries(results).map(title)).toEqual([`Streamed ${TAG}`]);
    const adult = await feed(searchTemplate.replace('{searchTerms}', encodeURIComponent(`Adult ${TAG}`)), ACQ, 'search-adult');
    expect(entries(adult)).toHaveLength(0);

    const novel = await feed(href(entryNamed(genre, `Novel ${TAG}`), 'subsection'), ACQ, 'novel');
    const text = entryNamed(novel, 'Text 1');
    expect(link(text, 'http://vaemendis.net/opds-pse/stream')).toBeNull();
    const page = await fetch(href(text, 'http://opds-spec.org/acquisition'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Once upon a time.');
  });

  it('answers 404 for hidden manga, their pages and unknown paths', async () => {
    for (const id of [fx.adult, fx.draft]) {
      expect((await fetch(`${site.url}/opds/manga/${id}/`)).status).toBe(404);
    }
    expect((await fetch(`${site.url}/opds/nothing-here/`)).status).toBe(404);
    expect((await fetch(`${site.url}/opds/latest/?page=999`)).status).toBe(404);
    const adultChapter = fixture('reader_first_chapter_id', { manga: fx.adult });
    expect((await fetch(`${site.url}/opds/chapter/${adultChapter}/page/0`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${site.url}/opds/`, { method: 'POST' })).status).toBe(405);
  });

  it('gives a reader signed in with an application password (HTTP Basic) their last read page, privately', async () => {
    const reader = fixture('opds_make_reader', { tag: TAG, manga: fx.manga, chapter: fx.chapter });
    try {
      const url = `${site.url}/opds/manga/${fx.manga}/`;
      const read = async (authorization?: string) => {
        const response = await fetch(url, { headers: authorization ? { authorization } : {} });
        expect(response.status).toBe(200);
        const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
        const stream = link(entryNamed(doc, 'Chapter 1'), 'http://vaemendis.net/opds-pse/stream');
        return { cache: response.headers.get('cache-control'), lastRead: stream?.getAttributeNS(PSE, 'lastRead') ?? null, date: stream?.getAttributeNS(PSE, 'lastReadDate') ?? null };
      };
      const signedIn = await read(`Basic ${btoa(`${reader.login}:${reader.password}`)}`);
      expect(signedIn).toEqual({ cache: 'private, no-cache', lastRead: '2', date: '2026-01-01T00:00:00Z' });
      const wrong = await read(`Basic ${btoa(`${reader.login}:not-the-password`)}`);
      expect(wrong.lastRead).toBeFalsy();
      const guest = await read();
      expect(guest.lastRead).toBeFalsy();
      expect(guest.cache).toMatch(/^public, /);
    } finally {
      fixture('delete_users', { ids: [reader.id] });
    }
  });

  it('validated every feed kind and logged no PHP problem', () => {
    expect(validated).toEqual(expect.arrayContaining(['root', 'latest', 'manga', 'popular', 'genres', 'genre', 'search', 'novel']));
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });
});
