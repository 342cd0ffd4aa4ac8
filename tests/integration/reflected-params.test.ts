// No page echoes a request parameter more than once (issue 19): the manga search (with results over several
// pages, its order tabs and page links, and with every advanced filter set), the plain site search, the manga
// archive, a taxonomy archive and the 404 page are requested with a unique token in every parameter, and each
// token may occur at most once in the HTML. The fixture titles hold the search token in capitals (search folds
// case), so every lowercase occurrence counted is the page's own echo of the parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `rfl${Date.now().toString(36)}`;
/** Slugs are lowercase: they carry another mark, so the search token occurs only where the page echoes it. */
const SLUG = `s${Date.now().toString(36)}`;
let serial = 0;
const token = () => `tok${(serial++).toString(36)}z${TAG.slice(3)}`;
let problemsBefore: PhpLogMark;

async function get(pathAndQuery: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.url}${pathAndQuery}`);
  return { status: response.status, html: await response.text() };
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

/** Requests the page and asserts each token occurs at most once; returns the page. */
async function echoesAtMostOnce(pathAndQuery: string, tokens: string[]): Promise<string> {
  const { html } = await get(pathAndQuery);
  const counts = Object.fromEntries(tokens.map((t) => [t, count(html, t)]));
  expect(counts, pathAndQuery).toEqual(Object.fromEntries(tokens.map((t) => [t, Math.min(1, counts[t])])));
  return html;
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  fixture('site_reflected_content', { tag: TAG, slug: SLUG });
}, 120000);

afterAll(() => {
  fixture('site_remove_reflected_content', { slug: SLUG });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 120000);

describe('each parameter is echoed at most once', () => {
  it('manga search with results over several pages: words, order and an unknown parameter', async () => {
    const extra = token();
    const html = await echoesAtMostOnce(`/?s=${TAG}&post_type=wp-manga&zz=${extra}`, [TAG, extra]);
    // The results, the order tabs and the pages are there: the test measures a real results page.
    expect(count(html, 'c-tabs-item__content manga__item')).toBe(24);
    expect(html).toContain('listing-orderby');
    expect(html).toContain('listing-pagination');
    expect(count(html, `value="${TAG}"`)).toBe(1);

    const ordered = token();
    await echoesAtMostOnce(`/page/2/?s=${TAG}&post_type=wp-manga&m_orderby=views&zz=${ordered}`, [TAG, ordered]);
    await echoesAtMostOnce(`/?s=${TAG}&post_type=wp-manga&paged=2&m_orderby=alphabet&zz=${ordered}`, [TAG, ordered]);
  }, 60000);

  it('manga search with every advanced filter set', async () => {
    const names = ['s', 'author', 'artist', 'release', 'genre[]', 'status[]', 'adult', 'op', 'm_orderby', 'paged', 'zz'];
    const tokens = names.map(() => token());
    const query = names.map((name, i) => `${encodeURIComponent(name)}=${tokens[i]}`).join('&');
    await echoesAtMostOnce(`/?post_type=wp-manga&${query}`, tokens);
  }, 60000);

  it('plain site search with results over several pages', async () => {
    const extra = token();
    const html = await echoesAtMostOnce(`/?s=${TAG}&zz=${extra}`, [TAG, extra]);
    expect(html).toContain('Note ');
    expect(html).toMatch(/page-numbers|listing-pagination/);
    await echoesAtMostOnce(`/page/2/?s=${TAG}&zz=${extra}`, [TAG, extra]);
  }, 60000);

  it('the manga archive and a taxonomy archive, with their order tabs and pages', async () => {
    const links = fixture('site_archive_links', { genre: `g-${SLUG}` });
    const archive = (links.archive || '/manga/').replace(site.url, '');
    const genre = links.genre.replace(site.url, '');
    for (const base of [archive, genre]) {
      const [order, extra] = [token(), token()];
      const html = await echoesAtMostOnce(`${base}?m_orderby=${order}&zz=${extra}`, [order, extra]);
      expect(html).toContain('listing-orderby');
      await echoesAtMostOnce(`${base}page/2/?m_orderby=views&zz=${extra}`, [extra]);
    }
  }, 60000);

  it('the 404 page', async () => {
    const [segment, extra] = [token(), token()];
    const { status } = await get(`/nothing-${segment}/?zz=${extra}`);
    expect(status).toBe(404);
    await echoesAtMostOnce(`/nothing-${segment}/?zz=${extra}`, [segment, extra]);
    await echoesAtMostOnce(`/?p=${segment}&zz=${extra}`, [segment, extra]);
  }, 60000);
});
