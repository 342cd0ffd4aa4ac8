// The header's unit-test copy (src/islands/site-header/fixture.ts) against what theme/header.php prints for a guest
// on this site, with a primary menu that has a submenu and a genre with a manga: same tags, classes, texts and order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerHtml, offCanvasHtml } from '../../src/islands/site-header/fixture';
import { fixture, type Fixtures } from '../support/fixture';
import '../support/fixtures/markup-header';
import { normalisedMarkup } from '../support/markup';

let seeded: Fixtures['markup_header_seed']['result'];
let page: string;


/** The outer HTML of the first element that starts with `start`, up to its matching closing tag. */
function element(html: string, start: string): string {
  const from = html.indexOf(start);
  if (from < 0) throw new Error(`no ${start} on the page`);
  const tag = /^<([a-z]+)/.exec(start)![1];
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = from;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, html.indexOf('>', match.index) + 1);
  }
  throw new Error(`${start} is not closed`);
}

beforeAll(async () => {
  seeded = fixture('markup_header_seed', { slug: 'main' });
  const response = await fetch(seeded.page);
  expect(response.status).toBe(200);
  page = await response.text();
}, 60_000);

afterAll(() => {
  if (seeded) fixture('markup_header_remove', seeded.made);
});

describe('the header copy used by the unit tests', () => {
  it('has what the island works with: a submenu and a genre', () => {
    expect(seeded.site.menu[0].children).toHaveLength(1);
    expect(seeded.site.genres.map((genre) => genre.name)).toContain('Aksiyon');
  });

  it('the header is what theme/header.php prints inside the site-header island', () => {
    const island = element(page, '<div data-island="site-header"');
    expect(normalisedMarkup(element(island, '<header class="site-header"'))).toBe(normalisedMarkup(headerHtml(seeded.site)));
  });

  it('the off-canvas menu is what theme/header.php prints', () => {
    expect(normalisedMarkup(element(page, '<div class="off-canvas"'))).toBe(normalisedMarkup(offCanvasHtml(seeded.site)));
  });
});
