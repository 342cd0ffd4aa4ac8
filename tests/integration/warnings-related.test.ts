// Issue 30 (warn): content warnings, the NEW tag, the chapter being read and related manga on a real site.
// Warnings are written raw, as Madara writes them: the chapter's own wins over the manga's, both reach the page and
// the in-place answer as safe HTML, and the three editors (wp-admin's details box and chapter panel, the front-end
// edit form) save them filtered, only with their nonce and the right to edit the manga. The NEW tag follows
// manga_new_chapter(_time_range), and a guest's manga page is kept no longer than its first tag's end. Related
// manga share the related_by taxonomy, published only, the manga itself left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { sentFields } from '../support/form-fields';
import '../support/fixtures/warn';
import type { WarnSeed } from '../support/fixtures/warn';
import { ajax, login, site } from '../support/site';

const TAG = `wr${Date.now().toString(36)}`;
const PASSWORD = 'warn-Related-123';
let fx: WarnSeed;
let stored: { manga: string; chapters: Record<string, string> };
let savedThemeOptions: unknown;
let savedSettings: unknown;
let users: number[] = [];
const cookies = { admin: '', author: '', subscriber: '' };

const get = (url: string, cookie = '') => fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
const html = async (url: string, cookie = '') => (await get(url, cookie)).text();
const themeOptions = (value: Record<string, string> | null) => fixture('set_option', { name: 'option_tree', value });
const settings = (value: Record<string, string>) =>
  fixture('set_option', { name: 'wp_manga_settings', value: { ...((savedSettings as Record<string, string> | null) ?? {}), ...value } });

/** The reading page's warning: its key and its HTML ('' and null when there is none). */
function warningOf(page: string): { key: string; text: string } | null {
  const found = /<div id="chapter-warning" class="chapter-warning alert alert-warning" role="region" aria-labelledby="chapter-warning-title" data-key="([0-9a-f-]+)">.*?<div class="chapter-warning__text">(.*?)<\/div><p class="chapter-warning__actions">/s.exec(page);
  return found ? { key: found[1], text: found[2] } : null;
}

/** The admin-post form the editor prints for an action (Admin\Forms), as a browser would send it. */
function adminForm(page: string, action: string): URLSearchParams {
  const form = new RegExp(`<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="${action}">(.*?)</form>`, 's').exec(page);
  expect(form, `the editor prints the ${action} form`).not.toBeNull();
  return sentFields(form?.[1] ?? '');
}

const post = (path: string, body: URLSearchParams, cookie: string) =>
  fetch(`${site.url}${path}`, { method: 'POST', body, headers: cookie ? { cookie } : {}, redirect: 'manual' });

/** The manga page's chapter list items: chapter number and whether it carries the NEW tag. */
function tags(list: string): Record<string, boolean> {
  const items = [...list.matchAll(/<li class="wp-manga-chapter[^"]*"><a href="[^"]*chapter-(\d)\/">[^<]*<\/a> <span class="chapter-release-date"><i>[^<]*<\/i><\/span>( <span class="c-new-tag">Yeni<\/span>)?<\/li>/g)];
  return Object.fromEntries(items.map((m) => [m[1], !!m[2]]));
}

/** The manga ids of the related section's cards ([] without the section). */
function relatedIds(page: string): number[] {
  const section = /<section class="related-manga c-row container" aria-labelledby="related-manga-heading">(.*?)<\/section>/s.exec(page)?.[1] ?? '';
  return [...section.matchAll(/<div id="manga-item-(\d+)" class="page-item-detail manga/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
}

beforeAll(async () => {
  savedThemeOptions = fixture('get_option', { name: 'option_tree' });
  savedSettings = fixture('get_option', { name: 'wp_manga_settings' });
  themeOptions(null);
  fx = fixture('warn_seed', { title: `${TAG} Uyarı`, ends_in: 120 });
  stored = fixture('warn_stored', { manga: fx.manga });
  users = [
    fixture('make_user', { login: `${TAG}_author`, password: PASSWORD, role: 'author' }),
    fixture('make_user', { login: `${TAG}_subscriber`, password: PASSWORD, role: 'subscriber' }),
  ];
  cookies.admin = await login('admin', process.env.YOMU_ADMIN_PASSWORD ?? '');
  cookies.author = await login(`${TAG}_author`, PASSWORD);
  cookies.subscriber = await login(`${TAG}_subscriber`, PASSWORD);
}, 60_000);

afterAll(() => {
  fixture('set_option', { name: 'option_tree', value: savedThemeOptions ?? null });
  fixture('set_option', { name: 'wp_manga_settings', value: savedSettings ?? null });
  if (!fx) return;
  fixture('delete_posts', { ids: [fx.manga, ...fx.related, fx.unrelated, fx.draft] });
  fixture('warn_delete_terms', { ids: fx.terms });
  fixture('delete_users', { ids: users });
});

describe('content warnings on the reading page', () => {
  it("shows the chapter's own warning over the manga's, as safe HTML, before the content", async () => {
    const [first, second, third] = await Promise.all(fx.urls.map((url) => html(url)));
    const manga = warningOf(first);
    expect(manga?.text).toBe('<p>Manga uyarısı: <em>şiddet</em> içerir.</p>window.warnScript = 1;');
    expect(warningOf(second)).toEqual(manga); // no warning of its own: the manga's, under the same key
    const own = warningOf(third);
    expect(own?.text).toBe('<p>Bu bölüm <strong>kan</strong> içerir.</p><img src="/wp-includes/images/blank.gif" alt="">');
    expect(own?.key).not.toBe(manga?.key);
    expect(own?.key.startsWith(`${fx.manga}-`)).toBe(true);
    for (const page of [first, third]) {
      expect(page.indexOf('id="chapter-warning"')).toBeLessThan(page.indexOf('<div class="reading-content"'));
      expect(page).not.toMatch(/<script>window\.warnScript|onclick="window|onerror=/);
    }
    // The head script marks the page acknowledged before paint when this browser stored the key.
    expect(third).toMatch(new RegExp(`<script id="yomu-chapter-warning">[^<]*"yomu-warnings"[^<]*"${own?.key}"[^<]*"yomu-warning-ok"`));
    const plain = await html(fx.plain_url);
    expect(plain).toContain('<div class="reading-content"');
    expect(plain).not.toContain('chapter-warning');
    expect(plain).not.toContain('yomu-chapter-warning');
  });

  it('sends the warning with the in-place answer, outside Madara’s content', async () => {
    const third = warningOf(await html(fx.urls[2]));
    const answer = (await (await ajax({ action: 'chapter_navigate_page', postID: String(fx.manga), chapter: 'chapter-3', 'manga-paged': '1', style: 'paged' })).json()) as {
      success: boolean;
      data: { data: Record<string, unknown> };
    };
    expect(answer.success).toBe(true);
    expect(answer.data.data.warning).toBe(third?.text);
    expect(answer.data.data.warningKey).toBe(third?.key);
    expect(String(answer.data.data.content)).not.toContain('chapter-warning');
    const plain = (await (await ajax({ action: 'chapter_navigate_page', postID: String(fx.plain), chapter: 'chapter-1', 'manga-paged': '1', style: 'paged' })).json()) as {
      data: { data: Record<string, unknown> };
    };
    expect(plain.data.data.content).toBeTruthy();
    expect(Object.keys(plain.data.data)).not.toContain('warning');
  });

  it('marks the chapter being read in the chapter selectors', async () => {
    const page = await html(fx.urls[1]);
    const current = [...page.matchAll(/<option value="([^"]+)"[^>]* aria-current="page" selected>/g)].map((m) => m[1]);
    expect(current).toEqual(['chapter-2', 'chapter-2']); // the header and footer bars
    expect(page.match(/aria-current="page" selected/g)).toHaveLength(2);
  });
});

describe('editing content warnings', () => {
  afterAll(() => {
    fixture('warn_restore', { manga: fx.manga, warning: stored.manga, chapters: stored.chapters });
  });

  it("saves the manga's warning from the details box, filtered, only with its nonce and the right to edit", async () => {
    const editUrl = `${site.url}/wp-admin/post.php?post=${fx.manga}&action=edit`;
    const page = await html(editUrl, cookies.admin);
    expect(page).toContain('<textarea id="yomu-chapters-warning" name="yomu_chapters_warning"');
    expect(page).toContain('&lt;script&gt;window.warnScript = 1;&lt;/script&gt;</textarea>'); // the stored text, as it is
    const form = /<form name="post"[^>]*>(.*?)<\/form>/s.exec(page)?.[1] ?? '';
    // The publish box's date copies (hidden_mm …) without their visible fields would ask WordPress for a new date.
    const body = new URLSearchParams([...sentFields(form)].filter(([name]) => !/^(hidden|cur)_/.test(name)));
    expect(body.get('yomu_details_nonce')).toBeTruthy();
    body.set('post_title', `${TAG} Uyarı`);
    body.set('yomu_chapters_warning', '<p>Yeni <b>uyarı</b></p><script>x()</script>');

    const withoutNonce = new URLSearchParams(body);
    withoutNonce.delete('yomu_details_nonce');
    expect((await post('/wp-admin/post.php', withoutNonce, cookies.admin)).status).toBe(302); // the post is saved, the box is not
    expect(fixture('warn_stored', { manga: fx.manga }).manga).toBe(stored.manga);
    expect((await post('/wp-admin/post.php', body, cookies.author)).status).not.toBe(302);
    expect(fixture('warn_stored', { manga: fx.manga }).manga).toBe(stored.manga);

    expect((await post('/wp-admin/post.php', body, cookies.admin)).status).toBe(302);
    expect(fixture('warn_stored', { manga: fx.manga }).manga).toBe('<p>Yeni <b>uyarı</b></p>x()');
    expect(warningOf(await html(fx.urls[0]))?.text).toBe('<p>Yeni <b>uyarı</b></p>x()');
  });

  it("saves a chapter's own warning from the chapter panel, only with its nonce and the right to edit that manga", async () => {
    const chapter = fx.chapters[1];
    const page = await html(`${site.url}/wp-admin/post.php?post=${fx.manga}&action=edit&yomu_chapter=${chapter}`, cookies.admin);
    expect(page).toMatch(/<textarea id="yomu-chapter-warning" name="chapter_warning" rows="3" class="large-text" form="[^"]+"/);
    const body = adminForm(page, 'yomu_chapter_warning');
    body.set('chapter_warning', '<p>Panel <i>uyarısı</i></p><iframe src="https://example.com/"></iframe>');
    const refusals: Array<[URLSearchParams, string]> = [
      [new URLSearchParams([...body].filter(([name]) => name !== '_yomu_nonce')), cookies.admin],
      [body, cookies.author],
      [body, cookies.subscriber],
      [body, ''],
    ];
    for (const [fields, cookie] of refusals) expect((await post('/wp-admin/admin-post.php', fields, cookie)).status).toBe(403);
    expect(fixture('warn_stored', { manga: fx.manga }).chapters[chapter]).toBe('');

    const saved = await post('/wp-admin/admin-post.php', body, cookies.admin);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toContain(`yomu_chapter=${chapter}#yomu-chapter-panel`);
    expect(fixture('warn_stored', { manga: fx.manga }).chapters[chapter]).toBe('<p>Panel <i>uyarısı</i></p>');
    expect(warningOf(await html(fx.urls[1]))?.text).toBe('<p>Panel <i>uyarısı</i></p>');
  });

  it("saves a chapter's warning from the front-end edit form, only with its nonce and the right to edit", async () => {
    const chapter = fx.chapters[0];
    const page = await html(fx.urls[0], cookies.admin);
    expect(page).toContain('<textarea id="yomu-edit-warning" name="chapter_warning" rows="3"');
    const nonce = /name="_yomu_front_nonce" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const fields = { action: 'yomu_front_chapter_update', chapter_id: String(chapter), chapter_warning: '<p>Ön yüz <strong>uyarısı</strong></p><script>y()</script>' };
    const refused = [
      await post('/wp-admin/admin-ajax.php', new URLSearchParams(fields), cookies.admin),
      await post('/wp-admin/admin-ajax.php', new URLSearchParams({ ...fields, _yomu_front_nonce: nonce }), cookies.subscriber),
      await post('/wp-admin/admin-ajax.php', new URLSearchParams({ ...fields, _yomu_front_nonce: nonce }), ''),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403]);
    expect(fixture('warn_stored', { manga: fx.manga }).chapters[chapter]).toBe('');

    const saved = await post('/wp-admin/admin-post.php', new URLSearchParams({ ...fields, _yomu_front_nonce: nonce }), cookies.admin);
    expect(saved.status).toBe(302);
    expect(fixture('warn_stored', { manga: fx.manga }).chapters[chapter]).toBe('<p>Ön yüz <strong>uyarısı</strong></p>y()');
    expect(await html(fx.urls[0], cookies.admin)).toContain('<textarea id="yomu-edit-warning" name="chapter_warning" rows="3" aria-describedby="yomu-edit-warning-help">&lt;p&gt;Ön yüz');
  });
});

describe('the NEW tag', () => {
  afterAll(() => themeOptions(null));

  it('marks chapters released within manga_new_chapter_time_range days, and bounds the page cache by the first end', async () => {
    const listOf = async () => (await fetch(`${fx.url}ajax/chapters/`, { method: 'POST' })).text();
    let page = await get(fx.url);
    expect(tags(await page.text())).toEqual({ 1: false, 2: false, 3: false }); // off by default, as Madara
    expect(page.headers.get('cache-control')).toContain('s-maxage=300');

    themeOptions({ manga_new_chapter: 'on' }); // three days by default
    fixture('warn_tag_ends_in', { manga: fx.manga, chapter: fx.chapters[1], seconds: 120 });
    page = await get(fx.url);
    expect(tags(await page.text())).toEqual({ 1: false, 2: true, 3: true });
    expect(tags(await listOf())).toEqual({ 1: false, 2: true, 3: true });
    const kept = Number(/s-maxage=(\d+)/.exec(page.headers.get('cache-control') ?? '')?.[1]);
    expect(kept).toBeGreaterThan(0);
    expect(kept, 'no cached copy shows chapter 2 as new after its three days').toBeLessThanOrEqual(121);
    expect(page.headers.get('cache-control')).not.toContain('stale-while-revalidate');

    themeOptions({ manga_new_chapter: 'on', manga_new_chapter_time_range: '15' });
    page = await get(fx.url);
    expect(tags(await page.text())).toEqual({ 1: true, 2: true, 3: true });
    expect(page.headers.get('cache-control')).toContain('s-maxage=300');
    // The chapter pages' selectors carry no tag.
    expect(await html(fx.urls[2])).not.toContain('c-new-tag');
  });
});

describe('related manga', () => {
  afterAll(() => {
    themeOptions(null);
    fixture('set_option', { name: 'wp_manga_settings', value: savedSettings ?? null });
  });

  it('lists published manga of the same genre on the manga page and under chapters, as Madara settings say', async () => {
    const expected = [...fx.related].sort((a, b) => a - b);
    settings({ related_manga: '0', related_by: 'related_genre' });
    expect(relatedIds(await html(fx.url))).toEqual([]); // switched off, as Madara
    settings({ related_manga: '1', related_by: 'related_genre' });
    const mangaPage = await html(fx.url);
    expect(mangaPage).toContain('<h2 id="related-manga-heading" class="manga-section-title">');
    expect(relatedIds(mangaPage)).toEqual(expected); // not the manga itself, the other genre or the draft
    expect(mangaPage).toMatch(/class="page-content-listing item-default manga-grid related-items related-style-1 related-count-4 related-mobile-100"/);
    expect(relatedIds(await html(fx.urls[0]))).toEqual(expected);

    themeOptions({ manga_reading_related: 'off' });
    expect(relatedIds(await html(fx.urls[0]))).toEqual([]);
    expect(relatedIds(await html(fx.url))).toEqual(expected);

    themeOptions({ manga_single_related_items_count: '3', manga_single_related_items_layout: '2', manga_single_related_item_mobile_width: '50' });
    const three = await html(fx.url);
    expect(relatedIds(three)).toHaveLength(3);
    expect(three).toContain('related-items related-style-2 related-count-3 related-mobile-50');
    themeOptions({ manga_single_related_items_count: '3' });
    settings({ related_manga: '1', related_by: 'related_author' }); // no authors in common
    expect(relatedIds(await html(fx.url))).toEqual([]);
  });
});
