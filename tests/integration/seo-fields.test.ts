// @vitest-environment jsdom
// Issue 32 items 2 and 3, without an SEO plugin: Madara's SEO fields and templates reach the head of manga and
// chapter pages with Madara's precedence (MADARA-SITE.md §8.6): the manga's manga_meta_title/_desc over the site's
// seo_manga_title/_desc, a chapter's own chapter_seo over seo_chapter_desc, the placeholders %title%, %chapter%,
// %chapter_index% and %summary% replaced, " - {site name}" after chapter titles unless single_manga_seo is '0'.
// Each page carries one canonical, title, description and OpenGraph copy of them; a chapter's other pages and
// styles name its first page. The manga's SEO box and the chapter panel's search description change the head, only
// with their nonce and the right to edit the manga.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { sentFields } from '../support/form-fields';
import '../support/fixtures/premium';
import '../support/fixtures/seo';
import type { SeoSeed } from '../support/fixtures/seo';
import { head, seoSet, visibleCrumbs } from '../support/head';
import { login, phpLogMark, phpProblemsSince, site } from '../support/site';
import type { PhpLogMark } from '../support/site';

const TAG = `sf${Date.now().toString(36)}`;
const TITLE = `${TAG} Seo Manga`;
const PASSWORD = 'seo-Fields-123';
const SUMMARY = Array.from({ length: 55 }, (_, i) => `özet${i + 1}`).join(' ');
let fx: SeoSeed;
let siteName = '';
let mark: PhpLogMark;
const saved: Record<string, unknown> = {};
const cookies = { admin: '', author: '' };
let author = 0;

const themeOptions = (value: Record<string, string> | null) => fixture('set_option', { name: 'option_tree', value });
const settings = (value: Record<string, string>) =>
  fixture('set_option', { name: 'wp_manga_settings', value: { ...((saved.wp_manga_settings as Record<string, string> | null) ?? {}), ...value } });
const post = (path: string, body: URLSearchParams, cookie: string) =>
  fetch(`${site.url}${path}`, { method: 'POST', body, headers: cookie ? { cookie } : {}, redirect: 'manual' });
const page = async (url: string, cookie: string) => (await fetch(url, { headers: { cookie } })).text();

beforeAll(async () => {
  mark = phpLogMark();
  for (const name of ['option_tree', 'wp_manga_settings']) saved[name] = fixture('get_option', { name });
  siteName = String(fixture('get_option', { name: 'blogname' }));
  themeOptions(null);
  fx = fixture('seo_seed', { title: TITLE });
  author = fixture('make_user', { login: `${TAG}_author`, password: PASSWORD, role: 'author' });
  cookies.admin = await login('admin', process.env.YOMU_ADMIN_PASSWORD ?? '');
  cookies.author = await login(`${TAG}_author`, PASSWORD);
}, 60_000);

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  if (fx) {
    fixture('delete_posts', { ids: [fx.manga, fx.novel] });
    fixture('seo_delete_genre', { genre: fx.genre });
  }
  if (author) fixture('delete_users', { ids: [author] });
  expect(phpProblemsSince(mark)).toEqual([]);
});

describe("Madara's fallbacks (no SEO field or template set)", () => {
  it('gives a chapter page its own title, description and canonical, once each, copied into OpenGraph', async () => {
    const [first, second] = await Promise.all(fx.urls.map((url) => head(url)));
    const title = `${TITLE} - Bölüm 1 - Başlangıç - ${siteName}`;
    const description = `${TITLE}. Bölüm 1 - Başlangıç. Kısa özet.`;
    expect(seoSet(first)).toEqual({ canonical: fx.urls[0], title, description, ogTitle: title, ogUrl: fx.urls[0], ogDescription: description });
    // The chapter's own chapter_seo comes first.
    expect(seoSet(second)).toMatchObject({ canonical: fx.urls[1], description: 'İkinci bölümün kendi açıklaması.', ogDescription: 'İkinci bölümün kendi açıklaması.' });
  });

  it("names the chapter's first page as canonical on its other pages and styles", async () => {
    expect(fx.page2).toMatch(/\/p\/2\/$/);
    expect(fx.list).toContain('style=list');
    for (const url of [fx.page2, fx.list]) {
      const set = seoSet(await head(url));
      expect(set.canonical).toBe(fx.urls[0]);
      expect(set.ogUrl).toBe(fx.urls[0]);
      expect(set.title).toBe(`${TITLE} - Bölüm 1 - Başlangıç - ${siteName}`);
    }
  });

  it("gives the manga page WordPress's title and the excerpt, and JSON-LD breadcrumbs that are the visible trail", async () => {
    const manga = await head(fx.url);
    expect(seoSet(manga)).toEqual({
      canonical: fx.url,
      title: `${TITLE} – ${siteName}`,
      description: 'Kısa özet.',
      ogTitle: `${TITLE} – ${siteName}`,
      ogUrl: fx.url,
      ogDescription: 'Kısa özet.',
    });
    const list = manga.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    const visible = visibleCrumbs(manga.doc);
    expect(visible.length).toBeGreaterThan(1);
    expect(list.itemListElement.map((item) => item.name)).toEqual(visible.map(([name]) => name));
    expect(list.itemListElement.slice(0, -1).map((item) => item.item)).toEqual(visible.slice(0, -1).map(([, link]) => link));
  });

  it("shows a chapter's trail (the manga's, then the chapter) in its header, the same as its JSON-LD breadcrumbs", async () => {
    const mangaTrail = visibleCrumbs((await head(fx.url)).doc);
    const chapter = await head(fx.page2);
    const visible = visibleCrumbs(chapter.doc);
    expect(visible).toEqual([...mangaTrail.slice(0, -1), [TITLE, fx.url], ['Bölüm 1 - Başlangıç', null]]);
    expect(chapter.doc.querySelector('.reading-header nav.c-breadcrumb')).not.toBeNull();
    const list = chapter.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(list.itemListElement.map((item) => item.name)).toEqual(visible.map(([name]) => name));
    expect(list.itemListElement.slice(0, -1).map((item) => item.item)).toEqual(visible.slice(0, -1).map(([, link]) => link));
    expect(list.itemListElement.at(-1)?.item).toBe(fx.urls[0]);
  });
});

describe("Madara's templates and fields", () => {
  afterAll(() => {
    themeOptions(null);
    settings({});
  });

  it('fills the site templates with the manga, the chapter, its index and the summary', async () => {
    themeOptions({
      seo_manga_title: '%title% oku',
      seo_manga_desc: '%title% hakkında her şey',
      seo_chapter_title: '%title% %chapter% #%chapter_index%',
      seo_chapter_desc: '%title% %chapter_index%: %summary%',
    });
    settings({ single_manga_seo: '0' });
    const manga = seoSet(await head(fx.url));
    expect(manga).toMatchObject({ title: `${TITLE} oku`, ogTitle: `${TITLE} oku`, description: `${TITLE} hakkında her şey`, ogDescription: `${TITLE} hakkında her şey` });

    const first = seoSet(await head(fx.urls[0]));
    expect(first).toMatchObject({ title: `${TITLE} Bölüm 1 - Başlangıç #1`, ogTitle: `${TITLE} Bölüm 1 - Başlangıç #1` });
    expect(first.description).toBe(`${TITLE} 1: ${SUMMARY}…`); // the first 55 of the summary's 70 words
    expect(seoSet(await head(fx.urls[1])).description).toBe('İkinci bölümün kendi açıklaması.');
    // A text chapter's %summary% is its own body.
    const novel = Array.from({ length: 55 }, (_, i) => `metin${i + 1}`).join(' ');
    expect(seoSet(await head(fx.novel_url)).description).toBe(`${TITLE} Roman 1: ${novel}…`);

    settings({ single_manga_seo: '1' });
    expect(seoSet(await head(fx.urls[0])).title).toBe(`${TITLE} Bölüm 1 - Başlangıç #1 - ${siteName}`);
  });

  it("keeps a locked text chapter's own words out of its description; a free one's %summary% is its text", async () => {
    fixture('premium_mycred', { on: 1 });
    themeOptions({ seo_chapter_desc: '%summary%' });
    const premium = fixture('premium_seed', { title: `${TAG} Kilitli Roman`, prices: [50, null], type: 'text' });
    try {
      const locked = seoSet(await head(premium.chapters[0].url));
      expect(locked.description).not.toContain('Secret text');
      expect(locked.ogDescription).not.toContain('Secret text');
      expect(seoSet(await head(premium.chapters[1].url)).description).toBe(`Secret text of chapter 2 in manga ${premium.manga}.`);
    } finally {
      fixture('delete_posts', { ids: [premium.manga] });
      fixture('premium_mycred', { on: 0 });
    }
  });

  it("edits the manga's meta title and description in its SEO box, over the templates, only with the box's nonce and the right to edit", async () => {
    themeOptions({ seo_manga_title: '%title% oku', seo_manga_desc: '%title% hakkında her şey' });
    const edit = await page(`${site.url}/wp-admin/post.php?post=${fx.manga}&action=edit`, cookies.admin);
    expect(edit).toContain('<input type="text" id="yomu-meta-title" name="yomu_meta_title" value=""');
    expect(edit).toContain('<textarea id="yomu-meta-desc" name="yomu_meta_desc"');
    const form = /<form name="post"[^>]*>(.*?)<\/form>/s.exec(edit)?.[1] ?? '';
    // The publish box's date copies (hidden_mm …) without their visible fields would ask WordPress for a new date.
    const body = new URLSearchParams([...sentFields(form)].filter(([name]) => !/^(hidden|cur)_/.test(name)));
    expect(body.get('yomu_seo_nonce')).toBeTruthy();
    body.set('post_title', TITLE);
    body.set('yomu_meta_title', 'Özel <b>%title%</b> başlığı');
    body.set('yomu_meta_desc', 'Özel açıklama:\n%title% burada.');

    const withoutNonce = new URLSearchParams([...body].filter(([name]) => name !== 'yomu_seo_nonce'));
    expect((await post('/wp-admin/post.php', withoutNonce, cookies.admin)).status).toBe(302); // the post is saved, the box is not
    expect((await post('/wp-admin/post.php', body, cookies.author)).status).not.toBe(302);
    const unchanged = seoSet(await head(fx.url));
    expect(unchanged).toMatchObject({ title: `${TITLE} oku`, description: `${TITLE} hakkında her şey` });
    expect(fixture('post_meta', { post: fx.manga, key: 'manga_meta_title' })).toBe('');

    expect((await post('/wp-admin/post.php', body, cookies.admin)).status).toBe(302);
    expect(fixture('post_meta', { post: fx.manga, key: 'manga_meta_title' })).toBe('Özel %title% başlığı'); // tags stripped
    const own = seoSet(await head(fx.url));
    expect(own).toMatchObject({ title: `Özel ${TITLE} başlığı`, ogTitle: `Özel ${TITLE} başlığı`, description: `Özel açıklama: ${TITLE} burada.` });
    expect(await page(`${site.url}/wp-admin/post.php?post=${fx.manga}&action=edit`, cookies.admin)).toContain('name="yomu_meta_title" value="Özel %title% başlığı"');

    body.set('yomu_meta_title', '');
    body.set('yomu_meta_desc', '');
    expect((await post('/wp-admin/post.php', body, cookies.admin)).status).toBe(302);
    expect(seoSet(await head(fx.url)).title).toBe(`${TITLE} oku`); // emptied: the template again
  });

  it("edits a chapter's search description in the chapter panel, only with its nonce and the right to edit", async () => {
    const chapter = fx.chapters[0];
    const edit = await page(`${site.url}/wp-admin/post.php?post=${fx.manga}&action=edit&yomu_chapter=${chapter}`, cookies.admin);
    expect(edit).toMatch(/<textarea id="yomu-chapter-seo" name="chapter_seo" rows="2" class="large-text" maxlength="1000" form="[^"]+"/);
    const form = /<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="yomu_chapter_seo">(.*?)<\/form>/s.exec(edit);
    expect(form, 'the chapter panel prints the yomu_chapter_seo form').not.toBeNull();
    const body = sentFields(form?.[1] ?? '');
    body.set('chapter_seo', 'Panelden <em>yazılan</em> açıklama.');
    const before = seoSet(await head(fx.urls[0])).description;
    const refusals: Array<[URLSearchParams, string]> = [
      [new URLSearchParams([...body].filter(([name]) => name !== '_yomu_nonce')), cookies.admin],
      [new URLSearchParams([...body].map(([name, value]) => [name, name === '_yomu_nonce' ? 'bad0nce00' : value])), cookies.admin],
      [body, cookies.author],
      [body, ''],
    ];
    for (const [fields, cookie] of refusals) expect((await post('/wp-admin/admin-post.php', fields, cookie)).status).toBe(403);
    expect(fixture('seo_chapter_column', { chapter })).toBe('');
    expect(seoSet(await head(fx.urls[0])).description).toBe(before);

    const done = await post('/wp-admin/admin-post.php', body, cookies.admin);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`yomu_chapter=${chapter}#yomu-chapter-panel`);
    expect(fixture('seo_chapter_column', { chapter })).toBe('Panelden yazılan açıklama.');
    for (const url of [fx.urls[0], fx.page2]) {
      expect(seoSet(await head(url))).toMatchObject({ description: 'Panelden yazılan açıklama.', ogDescription: 'Panelden yazılan açıklama.' });
    }
  });
});
