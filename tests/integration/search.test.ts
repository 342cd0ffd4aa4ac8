// Search over real HTTP: wp-manga-search-manga answers Madara's shapes, suggests published manga only, treats
// hostile strings as data; the manga search page matches names and authors and applies every advanced filter
// with whitelisted values. Data is unique to this file and removed after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `srchit${Date.now().toString(36)}`;
const YEAR = String(1800 + Math.floor(Math.random() * 99));
type Fixture = Record<'alpha' | 'bravo' | 'charlie' | 'draft' | 'private' | 'locked' | 'post' | 'hostile', number>;
let fx: Fixture;
let problemsBefore: PhpLogMark;

interface Answer {
  success: boolean;
  data: Array<Record<string, string>>;
}

async function suggest(title: string | null, extra: Record<string, string> = {}, cookie?: string) {
  const fields: Record<string, string> = { action: 'wp-manga-search-manga', ...extra };
  if (title !== null) fields.title = title;
  const response = await ajax(fields, { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as Answer;
}

const searchIds = (html: string) => [...new Set([...html.matchAll(/class="row c-tabs-item__content[^"]*" data-post-id="(\d+)"/g)].map((m) => Number(m[1])))];
const page = async (query: string) => searchIds(await (await fetch(`${site.url}/?post_type=wp-manga&${query}`)).text());

beforeAll(() => {
  problemsBefore = phpLogMark();
  fx = fixture('search_seed', { tag: TAG, year: YEAR });
});

afterAll(() => {
  fixture('delete_posts', { ids: Object.values(fx ?? {}) });
  fixture('listing_delete_terms', {
    terms: [
      { slug: `gone-${TAG}`, taxonomy: 'wp-manga-genre' },
      { slug: `gtwo-${TAG}`, taxonomy: 'wp-manga-genre' },
      { slug: `ayse-isik-${TAG}`, taxonomy: 'wp-manga-author' },
      { slug: `artist-one-${TAG}`, taxonomy: 'wp-manga-artist' },
    ],
  });
  fixture('listing_delete_unused_term', { name: YEAR, taxonomy: 'wp-manga-release' });
});

describe('wp-manga-search-manga', () => {
  it('answers published manga as {title, url, type}, best match first', async () => {
    const answer = await suggest(`bravo ${TAG}`);
    expect(answer.success).toBe(true);
    expect(answer.data[0]).toEqual({ title: `Bravo ${TAG}`, url: `${site.url}/manga/bravo-${TAG}/`, type: 'manga' });
    const all = await suggest(TAG);
    expect(all.data.map((item) => item.title).sort()).toEqual([`<img src=x onerror=alert(1)> & "Hostile" ${TAG}`, `Alpha ${TAG}`, `Bravo ${TAG}`, `Charlie ${TAG}`].sort());
    expect(all.data.find((item) => item.title.startsWith('Charlie'))?.type).toBe('text');
    for (const item of all.data) expect(Object.keys(item)).toEqual(['title', 'url', 'type']);
  });

  it('never suggests drafts, private, password-protected manga or other post types', async () => {
    for (const word of ['Draft', 'Private', 'Locked', 'Plain post']) {
      const answer = await suggest(`${word} ${TAG}`);
      for (const item of answer.data) expect(item.title ?? '').not.toContain(word);
    }
  });

  it('matches alternative names and authors, accents and case folded', async () => {
    expect((await suggest(`ZETA alternatif ${TAG}`)).data.map((item) => item.title)).toEqual([`Bravo ${TAG}`]);
    expect((await suggest(`AYSE ışık ${TAG}`)).data.map((item) => item.title)).toEqual([`Alpha ${TAG}`]);
  });

  it('leaves adult manga out for the family-safe cookie', async () => {
    const titles = (await suggest(TAG, {}, 'wpmanga-adult=1')).data.map((item) => item.title);
    expect(titles).toContain(`Alpha ${TAG}`);
    expect(titles).not.toContain(`Charlie ${TAG}`);
  });

  it('returns a stored title as data, exactly as stored (the client shows it as text)', async () => {
    const answer = await suggest(`hostile ${TAG}`);
    expect(answer.data[0].title).toBe(`<img src=x onerror=alert(1)> & "Hostile" ${TAG}`);
  });

  it("answers failures as [{error, message, type}] with Madara's codes", async () => {
    const missing = await suggest(`nothing${TAG}`);
    expect(missing.success).toBe(false);
    expect(missing.data).toHaveLength(1);
    expect(missing.data[0]).toMatchObject({ error: 'not found', type: 'error' });
    expect(missing.data[0].message.length).toBeGreaterThan(3);
    for (const empty of [null, '', '   ']) {
      const answer = await suggest(empty);
      expect(answer).toMatchObject({ success: false, data: [{ error: 'empty title', type: 'error' }] });
    }
    const array = await ajax({ action: 'wp-manga-search-manga', 'title[]': TAG });
    expect(await array.json()).toMatchObject({ success: false, data: [{ error: 'empty title' }] });
  });

  const hostile = ["' OR 1=1 -- ", '%', '_', '%%%_', `${TAG}' UNION SELECT user_pass FROM wp_users -- `, '\\', '"; DROP TABLE wp_posts; --', '<script>alert(1)</script>', 'x'.repeat(5000), '\u0000', '🙂'];
  for (const text of hostile) {
    it(`treats ${JSON.stringify(text.slice(0, 40))} as plain text`, async () => {
      const answer = await suggest(text);
      expect(typeof answer.success).toBe('boolean');
      for (const item of answer.data) {
        if (answer.success) expect(Object.keys(item)).toEqual(['title', 'url', 'type']);
        else expect(item.error).toMatch(/^(not found|empty title)$/);
      }
      // Wildcards and quotes never widen the match to our draft or password-protected manga.
      const titles = answer.data.map((item) => item.title ?? '');
      expect(titles.some((title) => /Draft|Private|Locked/.test(title) && title.includes(TAG))).toBe(false);
      expect(JSON.stringify(answer)).not.toMatch(/\$P\$|\$wp\$|user_pass/);
    });
  }
});

describe('manga search page', () => {
  it('matches titles, alternative names and authors; lists nothing unpublished', async () => {
    expect((await page(`s=${TAG}`)).sort((a, b) => a - b)).toEqual([fx.alpha, fx.bravo, fx.charlie, fx.hostile].sort((a, b) => a - b));
    expect(await page(`s=${encodeURIComponent(`zeta alternatif ${TAG}`)}`)).toEqual([fx.bravo]);
    expect(await page(`s=${encodeURIComponent(`Ayse Isik ${TAG}`)}`)).toEqual([fx.alpha]);
    expect((await page(`s=${encodeURIComponent(`charlie ${TAG}`)}`))[0]).toBe(fx.charlie);
  });

  it('filters by genres with OR and with AND (op=1)', async () => {
    const g1 = `genre[]=gone-${TAG}`;
    const g2 = `genre[]=gtwo-${TAG}`;
    expect((await page(`s=${TAG}&${g1}&m_orderby=alphabet`))).toEqual([fx.alpha, fx.bravo]);
    expect((await page(`s=${TAG}&${g1}&${g2}&m_orderby=alphabet`))).toEqual([fx.alpha, fx.bravo, fx.charlie]);
    expect(await page(`s=${TAG}&${g1}&${g2}&op=1`)).toEqual([fx.alpha]);
  });

  it('filters by author, artist, release year, status and adult content, and orders with m_orderby', async () => {
    expect(await page(`s=&author=${encodeURIComponent(`Işık ${TAG}`)}`)).toEqual([fx.alpha]);
    expect(await page(`s=&artist=${encodeURIComponent(`One ${TAG}`)}`)).toEqual([fx.alpha]);
    expect(await page(`s=${TAG}&release=${YEAR}`)).toEqual([fx.alpha]);
    expect(await page(`s=${TAG}&status[]=end`)).toEqual([fx.bravo]);
    expect(await page(`s=${TAG}&status[]=end&status[]=on-going&m_orderby=alphabet`)).toEqual([fx.bravo, fx.charlie]);
    expect(await page(`s=${TAG}&adult=1`)).toEqual([fx.charlie]);
    expect(await page(`s=${TAG}&adult=0&m_orderby=alphabet`)).toEqual([fx.hostile, fx.alpha, fx.bravo]);
  });

  it('keeps the chosen filters in the form', async () => {
    const html = await (await fetch(`${site.url}/?s=${TAG}&post_type=wp-manga&genre[]=gone-${TAG}&op=1&status[]=end&adult=0&author=X%22Y&m_orderby=views`)).text();
    expect(html).toMatch(new RegExp(`<input id="genre-gone-${TAG}" type="checkbox" name="genre\\[\\]" value="gone-${TAG}" checked='checked'>`));
    expect(html).toContain(`<option value="1" selected='selected'>`);
    expect(html).toMatch(/id="search-filter-status-end" type="checkbox" name="status\[\]" value="end" checked='checked'/);
    expect(html).toContain('name="author" value="X&quot;Y"');
    expect(html).toContain(`<option value="views" selected='selected'>`);
  });

  const attempts: Record<string, string> = {
    'status[]=draft': 'status[]=draft',
    'status[]=publish quote': "status[]=end' OR '1'='1",
    'author injection': `author=${encodeURIComponent("' OR 1=1 -- ")}`,
    'release injection': `release=${encodeURIComponent('1999) OR (1=1')}`,
    'genre traversal': 'genre[]=../../wp-config',
    'adult=2': 'adult=2',
    'op array': 'op[]=1',
    'author as user id': 'author=1',
    'status as string': 'status=end',
  };
  for (const [name, query] of Object.entries(attempts)) {
    it(`never widens to unpublished manga with ${name}`, async () => {
      const shown = await page(`s=${TAG}&${query}`);
      for (const id of [fx.draft, fx.private, fx.locked, fx.post]) expect(shown).not.toContain(id);
    });
  }

  it('does not redirect ?author=1 on a manga search to a user archive', async () => {
    const response = await fetch(`${site.url}/?s=&post_type=wp-manga&author=1`, { redirect: 'manual' });
    expect(response.status).toBe(200);
  });

  it('serves the header search as a plain GET form inside the live-search mount point', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toMatch(/<div data-island="live-search" data-load="interaction" data-props="\{\}">\s*<form class="manga-search-form search-form" role="search" action="[^"]+" method="get">/);
    expect(html).toMatch(/<input id="header-search-input" type="search" name="s"/);
    expect(html).toContain('<input type="hidden" name="post_type" value="wp-manga">');
    expect(html).toContain('data-island="link-prefetch"');
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
