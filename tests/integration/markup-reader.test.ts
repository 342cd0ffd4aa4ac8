// The reader island's copy of its server HTML (src/islands/reader/server-html.fixture.ts: "as the plugin and theme
// print it") against what the real PHP prints on this site, in Turkish like the copy, for the manga the copy
// describes and the shapes the unit tests use: a template change the copy does not follow fails here, instead of
// the island's tests going on testing markup the site no longer sends. The copy takes this site's ids, addresses
// and nonce (readerServerHtml()); everything else, which PHP decides, must match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerServerHtml, TEXT_BODY, type Shape } from '../../src/islands/reader/server-html.fixture';
import { fixture } from '../support/fixture';
import type {} from '../support/fixtures/markup-reader';
import { site } from '../support/site';
import { normalisedMarkup } from '../support/markup';


/** The nonce the bookmark island carries (one a day per user and action; the copy takes it as a value). */
function bookmarkNonce(html: string): string {
  return /data-island="bookmark"[^>]*data-props="\{&quot;nonce&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1] ?? '';
}

const path = (url: string) => url.slice(site.url.length);
let seeded: ReturnType<typeof seed>;
const seed = () => fixture('markup_reader_seed', { tag: Date.now().toString(36), images: `${site.url}/markup-reader`, text: TEXT_BODY });
/** The copy on this site for the plain or the variants manga. */
function copyFor(variants: boolean, nonce: string) {
  const manga = variants ? seeded.variants : seeded.plain;
  return readerServerHtml({
    mangaId: manga.manga,
    manga: path(manga.url),
    volumeId: manga.volume,
    novelId: seeded.novel.manga,
    novel: path(seeded.novel.url),
    images: '/markup-reader',
    origin: site.url,
    bookmarkNonce: nonce,
  });
}

beforeAll(() => {
  seeded = seed();
}, 60000);

afterAll(() => {
  if (seeded) fixture('markup_reader_remove', { ids: [seeded.plain.manga, seeded.variants.manga, seeded.novel.manga] });
}, 60000);

const SHAPES: Array<Partial<Shape>> = [
  {},
  { page: 2 },
  { page: 3 },
  { slug: 'bolum-2' },
  { slug: 'bolum-3' },
  { style: 'list' },
  { slug: 'bolum-2', style: 'list' },
  { page: 2, ajax: false },
  { variants: true },
  { style: 'list', variants: true },
];

describe("the reader's server HTML copy used by the unit tests", () => {
  it.each(SHAPES.map((shape) => [JSON.stringify(shape), shape] as const))('an image chapter %s is what reading.php prints', (_name, partial) => {
    const shape: Shape = { slug: 'bolum-1', page: 1, style: 'paged', ajax: true, variants: false, ...partial };
    const manga = shape.variants ? seeded.variants : seeded.plain;
    const printed = fixture('markup_reader_page', { manga: manga.manga, chapter: shape.slug, page: shape.page, style: shape.style, ajax: shape.ajax });
    const nonce = bookmarkNonce(printed);
    expect(nonce).not.toBe('');
    expect(normalisedMarkup(printed)).toBe(normalisedMarkup(copyFor(shape.variants, nonce).imageReaderHtml(shape)));
  });

  it('a text chapter is what reading.php prints', () => {
    const printed = fixture('markup_reader_page', { manga: seeded.novel.manga, chapter: 'bolum-1' });
    expect(normalisedMarkup(printed)).toBe(normalisedMarkup(copyFor(false, bookmarkNonce(printed)).textReaderHtml()));
  });

  it.each(['bolum-1', 'bolum-2', 'bolum-3'])('the selectors manga_get_reading_nav answers for %s', (slug) => {
    const printed = fixture('markup_reader_selectors', { manga: seeded.plain.manga, chapter: slug, style: 'paged', ajax: true });
    expect(normalisedMarkup(printed)).toBe(normalisedMarkup(copyFor(false, '').selectionHtml(slug)));
  });

  it.each(['bolum-1', 'bolum-2', 'bolum-3'])('the content and nav chapter_navigate_page answers for %s', (slug) => {
    const printed = fixture('markup_reader_navigate', { manga: seeded.plain.manga, chapter: slug, page: 1, style: 'paged', ajax: true });
    const { data } = copyFor(false, '').navigateAnswer(slug);
    expect(normalisedMarkup(printed.content)).toBe(normalisedMarkup(data.content));
    expect(normalisedMarkup(printed.nav)).toBe(normalisedMarkup(data.nav ?? ''));
  });
});
