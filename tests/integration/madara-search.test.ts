// Issue 29 item 5: a Madara site's search finds what Madara's found. Madara's manga search also matches words of the
// summary (post_content and excerpt): Yomu's search index holds them too, folded like names, and ranks a manga found
// only through its summary after every name match, on the search page and in the suggestions. Madara's search
// exclusions (theme options manga_search_exclude_tags / _genres / _authors) leave manga out of both, while the
// visitor's own genre filter still applies (Madara drops it when an exclusion is set). option_tree is only read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-search';
import '../support/fixtures/madara-site';
import { ajax, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `msr${Date.now().toString(36)}`;
type Seed = Record<'title' | 'alt' | 'summary' | 'excerpt' | 'kept' | 'tagged' | 'genred' | 'authored' | 'outside', number>;
let fx: Seed;
let savedThemeOptions: unknown;
let problemsBefore: PhpLogMark;

const searchIds = (html: string) => [...new Set([...html.matchAll(/class="row c-tabs-item__content[^"]*" data-post-id="(\d+)"/g)].map((m) => Number(m[1])))];
async function page(query: string) {
  const response = await fetch(`${site.url}/?post_type=wp-manga&${query}`);
  expect(response.status).toBe(200);
  return searchIds(await response.text());
}

/** Manga of the search page's load more (first page). */
async function loadMore(vars: Record<string, string>) {
  const response = await ajax({ action: 'yomu_load_more', page: '0', template: 'madara-core/content/content-search', ...vars });
  expect(response.status).toBe(200);
  return searchIds(await response.text());
}

/** Titles suggested for what was typed ([] for "not found"). */
async function suggest(title: string) {
  const answer = (await (await ajax({ action: 'wp-manga-search-manga', title })).json()) as { success: boolean; data: Array<Record<string, string>> };
  if (!answer.success) {
    expect(answer.data).toMatchObject([{ error: 'not found', type: 'error' }]);
    return [];
  }
  for (const item of answer.data) expect(Object.keys(item)).toEqual(['title', 'url', 'type']);
  return answer.data.map((item) => item.title);
}

/** The site's theme options plus the given ones. */
function themeOptions(extra: Record<string, string>) {
  const base = savedThemeOptions && typeof savedThemeOptions === 'object' ? (savedThemeOptions as Record<string, unknown>) : {};
  fixture('set_option', { name: 'option_tree', value: { ...base, ...extra } });
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  savedThemeOptions = fixture('get_option', { name: 'option_tree' });
  fx = fixture('madara_search_seed', { tag: TAG });
});

afterAll(() => {
  fixture('set_option', { name: 'option_tree', value: savedThemeOptions ?? null });
  fixture('delete_posts', { ids: Object.values(fx ?? {}) });
  fixture('madara_search_delete_terms', { tag: TAG });
});

describe('summary words', () => {
  it('find a manga through its summary or excerpt, after every manga found by a name', async () => {
    const ids = await page(`s=${TAG}`);
    expect([...ids].sort((a, b) => a - b)).toEqual(Object.values(fx).sort((a, b) => a - b));
    // "Aaa Orman" and "Aab Orman" would lead by title: their summaries put them last.
    expect(ids.slice(-2).sort((a, b) => a - b)).toEqual([fx.summary, fx.excerpt].sort((a, b) => a - b));
    const titles = await suggest(TAG);
    expect(titles).toHaveLength(9);
    expect(titles.slice(-2)).toEqual(['Aaa Orman', 'Aab Orman']);
    expect(titles.slice(0, 7)).toContain(`Zirve ${TAG}`);
    expect(titles.slice(0, 7)).toContain('Başka Ad');
  });

  it('rank a title match and an alternative name before a summary match of the same words', async () => {
    expect(await page(`s=${encodeURIComponent(`zirve ${TAG}`)}`)).toEqual([fx.title]);
    expect(await page(`s=${encodeURIComponent(`yan ad ${TAG}`)}`)).toEqual([fx.alt]);
    expect(await suggest(`YAN ad ${TAG}`)).toEqual(['Başka Ad']);
  });

  it('fold summary words as names are folded: case, accents, Turkish dotted and dotless i', async () => {
    for (const typed of [`gece ${TAG}`, `GECE IŞIĞINDA ${TAG}`, `Gecé isiginda ${TAG}`, `karanlik UYANIR ${TAG.toUpperCase()}`]) {
      expect(await page(`s=${encodeURIComponent(typed)}`), typed).toEqual([fx.summary]);
      expect(await suggest(typed), typed).toEqual(['Aaa Orman']);
    }
    expect(await page(`s=${encodeURIComponent(`SABAH yıldızı ${TAG}`)}`)).toEqual([fx.excerpt]);
  });

  it('need every word somewhere in the names or the summary; markup is not a word', async () => {
    expect(await page(`s=${encodeURIComponent(`gece zirve ${TAG}`)}`)).toEqual([]);
    expect(await page(`s=${encodeURIComponent(`strong ${TAG}`)}`)).toEqual([]);
    expect(await suggest(`gece nothing ${TAG}`)).toEqual([]);
  });
});

describe("Madara's search exclusions", () => {
  const filtered = `s=${TAG}&genre[]=f-${TAG}&m_orderby=alphabet`;

  it('leave nothing out while none is set; the genre filter applies', async () => {
    themeOptions({ manga_search_exclude_tags: '', manga_search_exclude_genres: '', manga_search_exclude_authors: '' });
    expect(await page(filtered)).toEqual([fx.authored, fx.genred, fx.kept, fx.tagged]);
  });

  it('leave out manga with an excluded tag, from results and suggestions, keeping the genre filter', async () => {
    themeOptions({ manga_search_exclude_tags: ` other-${TAG} , xt-${TAG}` });
    expect(await page(filtered)).toEqual([fx.authored, fx.genred, fx.kept]);
    const titles = await suggest(TAG);
    expect(titles).not.toContain(`Süzgeç T ${TAG}`);
    expect(titles).toContain(`Süzgeç O ${TAG}`);
    expect(titles).toHaveLength(8);
  });

  it('leave out manga in an excluded genre', async () => {
    themeOptions({ manga_search_exclude_genres: `xg-${TAG}` });
    expect(await page(filtered)).toEqual([fx.authored, fx.kept, fx.tagged]);
    expect(await suggest(`süzgeç ${TAG}`)).not.toContain(`Süzgeç G ${TAG}`);
  });

  it('leave out manga by an author whose name holds a listed text', async () => {
    themeOptions({ manga_search_exclude_authors: `nothing-${TAG}, Yazar ${TAG}` });
    expect(await page(filtered)).toEqual([fx.genred, fx.kept, fx.tagged]);
    expect(await suggest(`yasak yazar ${TAG}`)).toEqual([]);
  });

  it('combine, also without words and through the summary, and never write the theme options', async () => {
    themeOptions({ manga_search_exclude_tags: `xt-${TAG}`, manga_search_exclude_genres: `xg-${TAG}`, manga_search_exclude_authors: `Yazar ${TAG}` });
    const before = fixture('madara_site_option_bytes', { name: 'option_tree' });
    expect(await page(filtered)).toEqual([fx.kept]);
    expect(await page(`s=&genre[]=f-${TAG}&m_orderby=alphabet`)).toEqual([fx.kept]);
    expect(await suggest(`süzgeç ${TAG}`)).toEqual([`Süzgeç K ${TAG}`, `Süzgeç O ${TAG}`]);
    expect(await page(`s=${encodeURIComponent(`gece ${TAG}`)}`)).toEqual([fx.summary]);
    // The search page's load more, with words and with filters alone.
    expect(await loadMore({ 'vars[s]': TAG, 'vars[yomu_search][genre][]': `f-${TAG}`, 'vars[m_orderby]': 'alphabet' })).toEqual([fx.kept]);
    expect(await loadMore({ 'vars[yomu_search][genre][]': `f-${TAG}`, 'vars[m_orderby]': 'alphabet' })).toEqual([fx.kept]);
    expect(fixture('madara_site_option_bytes', { name: 'option_tree' })).toBe(before);
    expect(fixture('get_option', { name: 'option_tree' })).toMatchObject({ manga_search_exclude_tags: `xt-${TAG}` });
  });
});

afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
