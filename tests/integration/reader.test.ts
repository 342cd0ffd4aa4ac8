// The reader over real HTTP: the reading page's HTML and config objects, chapter_navigate_page,
// manga_get_reading_nav and manga-user-history, with hostile ids and slugs and a draft manga.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReaderFixture, removeReaderFixture, type ReaderFixture } from '../e2e/reader-fixture';
import { fixture } from '../support/fixture';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

let fx: ReaderFixture;
let problemsBefore: PhpLogMark;
const user = `okuyucu${Date.now().toString(36)}`;
const password = `Pw-${Date.now().toString(36)}-long-enough`;
let userId = 0;

const page = async (url: string, cookie = '') => (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
const navigate = async (fields: Record<string, string>) => {
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php?${new URLSearchParams({ action: 'chapter_navigate_page', ...fields })}`);
  return (await response.json()) as { success: boolean; data: { message: string; data?: { content: string; nav: string } } };
};
let strings: Record<string, string> = {};
/** The site language's form of a plugin string (the test site may run in Turkish). */
const t = (text: string): string => strings[text] ?? text;
const config = (html: string, name: string): unknown => {
  const match = new RegExp(`var ${name} = (.*?);\\s*</script>`, 's').exec(html);
  return match ? JSON.parse(match[1]) : undefined;
};

beforeAll(() => {
  problemsBefore = phpLogMark();
  const source = ['Manga Info', 'Prev', 'Next', 'Page %1$d of %2$d', 'Select Chapter', 'Missing post ID', 'Missing Query Page', 'Missing Chapter param', 'Chapter not found'];
  strings = fixture('manga_translations', { strings: source });
  fx = createReaderFixture();
  userId = fixture('make_user', { login: user, password: password, role: 'subscriber' });
}, 60000);

afterAll(() => {
  removeReaderFixture(fx);
  if (userId) fixture('delete_users', { ids: [userId] });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 60000);

describe('reading page', () => {
  it('renders the first page image with priority, stored size, alt text, and real links', async () => {
    const html = await page(`${fx.volUrl}cilt-1/bolum-1/`);
    expect(html).toMatch(/<body class="[^"]*manga-reading-paged-style[^"]*keyboard-navigate[^"]*text-ui-light/);
    const img = /<img id="image-0"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('fetchpriority="high"');
    // Marked for Element Timing: the loader and the whole stylesheet wait for the frame that shows it.
    expect(img).toContain('elementtiming="yomu-first-image"');
    expect(img).toContain('width="600" height="900"');
    expect(img).toContain(`alt="${t('Page %1$d of %2$d').replace('%1$d', '1').replace('%2$d', '3')}"`);
    expect(html).toMatch(/<div class="reading-content">/);
    expect(html).toContain(`class="btn next_page" rel="next" href="${fx.volUrl}cilt-1/bolum-1/p/2/"`);
    expect(html).not.toContain('class="btn prev_page"');
    expect(html).toContain('id="single-pager"');
    expect(html).toMatch(/<select class="selectpicker volume-select"/);
  });

  it('prints the config objects Madara clients read', async () => {
    const html = await page(`${fx.volUrl}cilt-1/bolum-1/p/2/`);
    expect(html).toMatch(/<script id="wp-manga-js-extra">\s*var manga = /);
    expect(config(html, 'manga')).toMatchObject({ manga_id: String(fx.vol), chapter_slug: 'bolum-1', manga_paged_var: 'manga-paged', enable_manga_view: '1', base_url: fx.volUrl });
    expect(config(html, 'mangaNav')).toMatchObject({ mangaUrl: fx.volUrl, backInfoPage: 'on', text: { backInfoPage: t('Manga Info'), prev: t('Prev'), next: t('Next') } });
    expect(config(html, 'chapter_preloaded_images')).toHaveLength(3);
    expect(html).toContain('var chapter_images_per_page = 1;');
    expect(config(html, 'user_history_params')).toBeUndefined();
    expect(html).toContain('class="btn prev_page"');
  });

  it('shows every image in page-break blocks in the list style', async () => {
    const html = await page(`${fx.volUrl}cilt-1/bolum-1/?style=list`);
    expect(html.match(/<div class="page-break no-gaps"/g)).toHaveLength(3);
    expect(html).toContain('manga-reading-list-style');
    expect((html.match(/fetchpriority="high"/g) ?? []).length).toBe(1);
  });

  it('ends the last chapter with Manga Info and starts the first without Prev', async () => {
    const last = await page(`${fx.flatUrl}bolum-2/p/3/`);
    expect(last).toContain(`<a class="btn back" href="${fx.flatUrl}">${t('Manga Info')}</a>`);
    expect(last).not.toContain('class="btn next_page"');
    const second = await page(`${fx.flatUrl}bolum-2/`);
    expect(second).toContain(`class="btn prev_page" rel="prev" href="${fx.flatUrl}bolum-1/p/3/"`);
  });

  it('restores the contrast and font size cookies on a text chapter', async () => {
    const html = await page(`${fx.textUrl}bolum-1/`, 'wpmanga-reading-contrast=dark; wpmanga-reading-fontsize=3');
    expect(html).toMatch(/<body class="[^"]*text-ui-dark/);
    expect(html).toContain('<div class="reading-content" style="font-size: 5px; line-height: 7.5px">');
    expect(html).toContain('font-size-up');
  });

  it('gives signed-in readers history parameters with a nonce', async () => {
    const cookie = await login(user, password);
    const html = await page(`${fx.flatUrl}bolum-1/`, cookie);
    expect(config(html, 'user_history_params')).toMatchObject({ postID: fx.flat, chapter: 'bolum-1', page: 1, nonce: expect.stringMatching(/^[0-9a-f]{10}$/) });
  });
});

describe('chapter_navigate_page', () => {
  it('answers the exact messages for missing fields', async () => {
    expect((await navigate({})).data.message).toBe(t('Missing post ID'));
    expect((await navigate({ postID: String(fx.flat) })).data.message).toBe(t('Missing Query Page'));
    expect((await navigate({ postID: String(fx.flat), 'manga-paged': '1' })).data.message).toBe(t('Missing Chapter param'));
    expect((await navigate({ postID: String(fx.flat), 'manga-paged': '1', chapter: 'nope' })).data.message).toBe(t('Chapter not found'));
  });

  it('answers the content and nav of another page', async () => {
    const answer = await navigate({ postID: String(fx.flat), chapter: 'bolum-1', 'manga-paged': '2', style: 'paged' });
    expect(answer.success).toBe(true);
    expect(answer.data.data?.content).toContain('id="image-1"');
    expect(answer.data.data?.content).toContain(`alt="${t('Page %1$d of %2$d').replace('%1$d', '2').replace('%2$d', '3')}"`);
    expect(answer.data.data?.nav).toContain('class="btn prev_page"');
  });

  it('treats hostile ids, slugs and styles as data, and never serves a draft', async () => {
    for (const postID of [`${fx.flat} OR 1=1`, `${fx.flat}'`, '-1', `${fx.draft}`]) {
      const answer = await navigate({ postID, chapter: 'bolum-1', 'manga-paged': '1' });
      expect(answer).toEqual({ success: false, data: { message: t('Chapter not found') } });
    }
    for (const chapter of ["bolum-1' OR '1'='1", 'bolum-%', '" UNION SELECT 1 -- ', '<img src=x onerror=alert(1)>']) {
      expect((await navigate({ postID: String(fx.flat), chapter, 'manga-paged': '1' })).data.message).toBe(t('Chapter not found'));
    }
    expect((await navigate({ postID: String(fx.flat), chapter: 'bolum-1', 'manga-paged': '9' })).success).toBe(false);
    const styled = await navigate({ postID: String(fx.flat), chapter: 'bolum-1', 'manga-paged': '1', style: '../../../wp-config' });
    expect(styled.success).toBe(true);
    expect(styled.data.data?.content.match(/page-break/g)).toHaveLength(1);
  });
});

describe('manga_get_reading_nav', () => {
  it('answers the selectors with the current volume shown', async () => {
    const volumeId = String(fixture('reader_first_volume_id', { manga: fx.vol }));
    const html = await (await ajax({ action: 'manga_get_reading_nav', manga: String(fx.vol), chapter: 'bolum-3', volume_id: volumeId, style: 'paged', type: 'manga' })).text();
    expect(html).toContain(`<div class="c-selectpicker selectpicker_chapter" for="volume-id-${volumeId}" hidden>`);
    expect(html).toContain('<div class="c-selectpicker selectpicker_chapter" for="volume-id-0">');
    expect(html).toContain(`<option value="">${t('Select Chapter')}</option>`);
    expect(html).toMatch(/<option value="bolum-3" data-redirect="[^"]+bolum-3\/" data-navigation="postID=\d+&amp;chapter=bolum-3&amp;manga-paged=1&amp;style=paged&amp;action=chapter_navigate_page" aria-current="page" selected>/);
  });

  it('answers nothing for drafts, missing or hostile ids', async () => {
    for (const manga of [String(fx.draft), '', `${fx.vol} OR 1=1`, `${fx.vol}'--`, '0']) {
      const response = await ajax({ action: 'manga_get_reading_nav', manga, chapter: 'bolum-1', volume_id: '0', style: 'paged', type: 'manga' });
      expect(await response.json()).toEqual({ success: false, data: { message: 'Bu manga bulunamadı.' } });
    }
    const text = await (await ajax({ action: 'manga_get_reading_nav', manga: String(fx.text), chapter: '<script>alert(1)</script>', type: 'content' })).text();
    expect(text).toMatch(/^<label class="chapter-select-label">/);
    expect(text).not.toContain('<script');
  });
});

describe('manga-user-history', () => {
  it('records a signed-in reader with a valid nonce, newest first', async () => {
    const cookie = await login(user, password);
    const html = await page(`${fx.flatUrl}bolum-1/`, cookie);
    const { nonce } = config(html, 'user_history_params') as { nonce: string };
    const send = (fields: Record<string, string>) => ajax({ action: 'manga-user-history', postID: String(fx.flat), chapterSlug: 'bolum-2', paged: '2', img_id: '1', ...fields }, { cookie });
    expect(await (await send({ nonce: 'bad' })).json()).toEqual({ success: false });
    expect(await (await ajax({ action: 'manga-user-history', postID: String(fx.flat), chapterSlug: 'bolum-2', paged: '2', img_id: '1', nonce })).json()).toEqual({ success: false });
    expect(await (await send({ nonce, postID: String(fx.draft) })).json()).toEqual({ success: false });
    expect(await (await send({ nonce })).json()).toEqual({ success: true });
    const history = fixture('user_meta', { user: userId, key: '_wp_manga_history' }) as Array<Record<string, number>>;
    const chapterId = fixture('reader_chapter_id_by_slug', { manga: fx.flat, slug: 'bolum-2' });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: fx.flat, c: chapterId, p: 2, i: 1 });
  });
});
