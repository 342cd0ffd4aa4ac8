// @vitest-environment jsdom
// Issue 31 (ads): Madara's five ad slots (MADARA-SITE.md §8.1) carry over. Each slot, written as Madara's OptionTree
// stores it (custom code, or the AdSense publisher id and the slot's unit id), prints at Madara's place in Madara's
// wrapper, held in an inert <template> until consent (tests/e2e/ads.test.ts runs it in a browser); a post's meta
// overrides on its page; Madara's filters apply; no body ads on a manga's page, none at all on a 404; the reading
// page has them inside div.read-container and chapter_navigate_page's content carries the same. Settings → Ads
// shows Madara's values, overrides them once saved (nonce and manage_options; custom code only with
// unfiltered_html), and option_tree stays byte for byte what it was.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { settingsFormBody } from '../support/settings-form';
import '../support/fixtures/ads';
import '../support/fixtures/madara-site';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');
function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const TAG = `ads${Date.now().toString(36)}`;
const PASSWORD = 'Reklam-alanı-31';
const SLOTS = {
  ads_before_content: 'body-top-ads',
  ads_after_content: 'body-bottom-ads',
  ads_footer: 'footer-ads col-md-12',
  ads_wall_left: 'wall-ads-control wall-ads-left',
  ads_wall_right: 'wall-ads-control wall-ads-right',
} as const;
type Slot = keyof typeof SLOTS;
const CLIENT = 'ca-pub-1234567890123456';
const SCREEN = 'options-general.php?page=yomu-ads';

/** A slot's custom code: markup and a script, as an ad network's tag has. */
const code = (name: string) => `<div class="t-ad">${name}</div><script>(window.adRan = window.adRan || []).push('${name}');</script>`;
const everySlot = (): Record<string, string> => Object.fromEntries(Object.keys(SLOTS).map((slot) => [slot, code(slot)]));

let fx: { manga: number; url: string; chapters: string[]; text_manga: number; post: number; post_url: string; page: number; page_url: string };
let savedThemeOptions: unknown;
let savedAds: unknown;
let problems: PhpLogMark;
let admin = '';
const users: number[] = [];
const muPlugin = () => join(site.dir, 'wp-content', 'mu-plugins', `yomu-test-${TAG}.php`);
const themeOptions = (value: Record<string, string> | null) => fixture('set_option', { name: 'option_tree', value });
const yomuAds = (value: Record<string, unknown> | null) => fixture('set_option', { name: 'yomu_ads', value });
const postMeta = (post: number, key: string, value: string | null) => fixture('madara_site_post_meta', { post, key, value });

const get = async (url: string, cookie = '') => {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: response.status, document: parse(await response.text()) };
};
const page = async (url: string) => (await get(url)).document;

interface Found {
  holder: Element;
  /** The slot's markup held in the template (Madara's wrapper). */
  held: Element | null;
  props: Record<string, unknown>;
}
/** The ad holder of a slot in a document or fragment, with what it holds; null when the slot is not printed. */
function slotIn(root: ParentNode, slot: Slot): Found | null {
  const holder = root.querySelector(`.yomu-ad--${slot.slice(4).replace(/_/g, '-')}`);
  if (!holder) return null;
  const template = holder.querySelector<HTMLTemplateElement>('template.yomu-ad__code');
  const island = holder.querySelector('[data-island="ads"]');
  return { holder, held: template?.content.firstElementChild ?? null, props: JSON.parse(island?.getAttribute('data-props') ?? '{}') as Record<string, unknown> };
}
const FOLLOWS = 4; // Node.DOCUMENT_POSITION_FOLLOWING
const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & FOLLOWS) !== 0;

/** Every script element of the page outside templates that holds the test's ad code or loads AdSense. */
const liveAdScripts = (document: Document) =>
  Array.from(document.querySelectorAll('script')).filter((script) => script.textContent?.includes('adRan') || script.src.includes('googlesyndication'));

/** The settings screen's form as a browser sends it (its textareas too), with `changes`. */
async function settingsForm(cookie: string, changes: Record<string, string>): Promise<URLSearchParams> {
  const html = await (await fetch(`${site.url}/wp-admin/${SCREEN}`, { headers: { cookie } })).text();
  const body = settingsFormBody(html, {});
  const form = parse(html).querySelector('form[action="options.php"]');
  form?.querySelectorAll('textarea').forEach((area) => body.set(area.getAttribute('name') ?? '', area.textContent ?? ''));
  for (const [name, value] of Object.entries(changes)) body.set(name, value);
  return body;
}
const postSettings = (cookie: string, body: URLSearchParams) =>
  fetch(`${site.url}/wp-admin/options.php`, { method: 'POST', headers: { cookie, referer: `${site.url}/wp-admin/${SCREEN}` }, body, redirect: 'manual' });

function user(role: string): { login: string } {
  const name = `${TAG}${role}${users.length}`;
  users.push(fixture('make_user', { login: name, password: PASSWORD, role }));
  return { login: name };
}

beforeAll(async () => {
  problems = phpLogMark();
  savedThemeOptions = fixture('get_option', { name: 'option_tree' });
  savedAds = fixture('get_option', { name: 'yomu_ads' });
  fx = fixture('ads_seed', { title: `${TAG} Reklam` });
  admin = await login('admin', site.adminPassword);
});

afterAll(() => {
  rmSync(muPlugin(), { force: true });
  fixture('set_option', { name: 'option_tree', value: savedThemeOptions ?? null });
  fixture('set_option', { name: 'yomu_ads', value: savedAds ?? null });
  if (fx) fixture('delete_posts', { ids: [fx.manga, fx.text_manga, fx.post, fx.page] });
  if (users.length) fixture('delete_users', { ids: users });
});

describe("Madara's ad slots", () => {
  it('print each slot\'s custom code at its place, in Madara\'s wrapper, held until consent', async () => {
    yomuAds(null);
    themeOptions(everySlot());
    for (const url of [fx.post_url, fx.page_url, `${site.url}/`, `${site.url}/?s=${TAG}`]) {
      const document = await page(url);
      const main = document.querySelector('main#main .yomu-layout__main')!;
      const content = main.querySelector('h1, article, .c-page-content, .search-wrap, .entry-content');
      const found = Object.fromEntries(Object.keys(SLOTS).map((slot) => [slot, slotIn(document, slot as Slot)])) as Record<Slot, Found | null>;
      for (const [slot, classes] of Object.entries(SLOTS) as Array<[Slot, string]>) {
        expect(found[slot]?.held?.getAttribute('class'), `${slot} on ${url}`).toBe(`ad c-ads custom-code ${classes}`);
        expect(found[slot]?.held?.innerHTML, `${slot} on ${url}`).toBe(code(slot));
        expect(found[slot]?.props).toEqual({ slot, kind: 'code', law: 'gdpr', cookie: 'cookieyes-consent' });
        // The consent placeholder waits hidden: the island shows it while consent is missing.
        expect(found[slot]?.holder.querySelector('.yomu-ad__notice.yomu-consent-embed__notice')?.hasAttribute('hidden')).toBe(true);
      }
      const top = found.ads_before_content!.holder;
      const bottom = found.ads_after_content!.holder;
      expect(top.parentElement, url).toBe(main);
      expect(bottom.parentElement, url).toBe(main);
      if (content) expect(follows(top, content) && follows(content, bottom), url).toBe(true);
      const footer = document.querySelector('footer.site-footer')!;
      expect(footer.firstElementChild, url).toBe(found.ads_footer!.holder);
      const left = found.ads_wall_left!.holder;
      const right = found.ads_wall_right!.holder;
      expect(left.parentElement).toBe(document.body);
      expect(follows(footer, left) && follows(left, right), url).toBe(true);
      expect(liveAdScripts(document), url).toEqual([]);
    }
  });

  it('print an AdSense unit where the publisher id and the slot\'s unit id are set, else the custom code', async () => {
    themeOptions({ ...everySlot(), adsense_id: CLIENT, adsense_slot_ads_before_content: '1111111111', adsense_slot_ads_footer: 'not-an-id' });
    const document = await page(fx.post_url);
    const top = slotIn(document, 'ads_before_content')!;
    expect(top.held?.getAttribute('class')).toBe('ad c-ads body-top-ads');
    const unit = top.held?.querySelector('ins.adsbygoogle');
    expect([unit?.getAttribute('data-ad-client'), unit?.getAttribute('data-ad-slot')]).toEqual([CLIENT, '1111111111']);
    expect(top.props).toEqual({
      slot: 'ads_before_content',
      kind: 'adsense',
      law: 'gdpr',
      cookie: 'cookieyes-consent',
      script: `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${CLIENT}`,
    });
    expect(slotIn(document, 'ads_footer')?.held?.getAttribute('class')).toBe('ad c-ads custom-code footer-ads col-md-12');
    expect(slotIn(document, 'ads_after_content')?.props.kind).toBe('code');
    expect(liveAdScripts(document)).toEqual([]);
    // Madara's field also took the id without "ca-".
    themeOptions({ adsense_id: CLIENT.slice(3), adsense_slot_ads_after_content: '2222222222' });
    const after = slotIn(await page(fx.post_url), 'ads_after_content')!;
    expect(after.held?.querySelector('ins')?.getAttribute('data-ad-client')).toBe(CLIENT);
    expect(slotIn(await page(fx.post_url), 'ads_before_content')).toBeNull();
  });

  it("take a post's own meta on its page ('default' and '' follow the theme options)", async () => {
    themeOptions(everySlot());
    postMeta(fx.post, 'ads_before_content', code('own'));
    postMeta(fx.page, 'ads_footer', 'default');
    try {
      expect(slotIn(await page(fx.post_url), 'ads_before_content')?.held?.innerHTML).toBe(code('own'));
      expect(slotIn(await page(fx.page_url), 'ads_before_content')?.held?.innerHTML).toBe(code('ads_before_content'));
      expect(slotIn(await page(fx.page_url), 'ads_footer')?.held?.innerHTML).toBe(code('ads_footer'));
      postMeta(fx.post, 'adsense_id', CLIENT);
      postMeta(fx.post, 'adsense_slot_ads_after_content', '3333333333');
      expect(slotIn(await page(fx.post_url), 'ads_after_content')?.held?.querySelector('ins')?.getAttribute('data-ad-slot')).toBe('3333333333');
      expect(slotIn(await page(fx.page_url), 'ads_after_content')?.props.kind).toBe('code');
    } finally {
      for (const key of ['ads_before_content', 'adsense_id', 'adsense_slot_ads_after_content']) postMeta(fx.post, key, null);
      postMeta(fx.page, 'ads_footer', null);
    }
  });

  it("run the custom code through shortcodes and Madara's filters madara_ad_slots, madara_ads_content and madara_ads_{slot}", async () => {
    themeOptions({ ...everySlot(), ads_after_content: `${code('ads_after_content')}[${TAG}_sc]` });
    mkdirSync(join(site.dir, 'wp-content', 'mu-plugins'), { recursive: true });
    writeFileSync(
      muPlugin(),
      `<?php
add_shortcode( '${TAG}_sc', function () { return '<b class="t-shortcode">SC</b>'; } );
add_filter( 'madara_ad_slots', function ( $slots ) { unset( $slots['ads_wall_left'] ); return $slots; } );
add_filter( 'madara_ads_content', function ( $html, $slot ) { return 'ads_footer' === $slot ? str_replace( 't-ad', 't-ad t-filtered', $html ) : $html; }, 10, 2 );
add_filter( 'madara_ads_ads_wall_right', '__return_empty_string' );
`,
    );
    try {
      const document = await page(fx.post_url);
      expect(slotIn(document, 'ads_after_content')?.held?.querySelector('b.t-shortcode')?.textContent).toBe('SC');
      expect(slotIn(document, 'ads_footer')?.held?.querySelector('.t-ad.t-filtered')?.textContent).toBe('ads_footer');
      expect(slotIn(document, 'ads_wall_left')).toBeNull();
      expect(slotIn(document, 'ads_wall_right')).toBeNull();
      expect(slotIn(document, 'ads_before_content')?.held?.innerHTML).toBe(code('ads_before_content'));
    } finally {
      rmSync(muPlugin(), { force: true });
    }
  });

  it("show no body ads on a manga's page (footer and walls only) and no ad at all on a 404", async () => {
    themeOptions(everySlot());
    const manga = await page(fx.url);
    expect(slotIn(manga, 'ads_before_content')).toBeNull();
    expect(slotIn(manga, 'ads_after_content')).toBeNull();
    expect(slotIn(manga, 'ads_footer')?.held?.innerHTML).toBe(code('ads_footer'));
    expect(slotIn(manga, 'ads_wall_left')?.held?.innerHTML).toBe(code('ads_wall_left'));
    const missing = await get(`${site.url}/${TAG}-olmayan-sayfa/`);
    expect(missing.status).toBe(404);
    expect(missing.document.querySelectorAll('.yomu-ad, .c-ads, [data-island="ads"]').length).toBe(0);
    expect(missing.document.documentElement.outerHTML).not.toContain('adRan');
  });

  it("put the reading page's ads inside div.read-container around div.reading-content, and the same in chapter_navigate_page's content", async () => {
    themeOptions(everySlot());
    postMeta(fx.manga, 'ads_after_content', code('manga-own'));
    try {
      const reading = await page(fx.chapters[0]);
      const container = reading.querySelector('.read-container')!;
      const children = Array.from(container.children);
      const kinds = (nodes: Element[]) => nodes.map((child) => (child.classList.contains('reading-content') ? 'reading-content' : child.className));
      expect(kinds(children)).toEqual([
        'yomu-ad yomu-ad--before-content',
        'reading-content',
        'yomu-ad yomu-ad--after-content',
      ]);
      expect(reading.querySelectorAll('.yomu-ad--before-content, .yomu-ad--after-content').length).toBe(2); // none at the top of main
      expect(slotIn(container, 'ads_before_content')?.held?.innerHTML).toBe(code('ads_before_content'));
      expect(slotIn(container, 'ads_after_content')?.held?.innerHTML).toBe(code('manga-own'));
      expect(slotIn(reading, 'ads_footer')?.held?.innerHTML).toBe(code('ads_footer'));

      const slug = new URL(fx.chapters[0]).pathname.split('/').filter(Boolean).pop() ?? '';
      const query = new URLSearchParams({ postID: String(fx.manga), chapter: slug, 'manga-paged': '2', style: 'paged', action: 'chapter_navigate_page' });
      const answer = (await (await fetch(`${site.url}/wp-admin/admin-ajax.php?${query}`)).json()) as { success: boolean; data: { message: string; data: Record<string, unknown> } };
      expect(answer.success).toBe(true);
      expect(Object.keys(answer.data.data)).toEqual(expect.arrayContaining(['content', 'nav']));
      const content = fragment(String(answer.data.data.content));
      expect(kinds(Array.from(content.children))).toEqual([
        'yomu-ad yomu-ad--before-content',
        'reading-content',
        'yomu-ad yomu-ad--after-content',
      ]);
      // The very markup the page printed.
      expect(content.firstElementChild?.outerHTML).toBe(children[0].outerHTML);
      expect(content.lastElementChild?.outerHTML).toBe(children[2].outerHTML);
      expect(content.querySelector('.reading-content img')).not.toBeNull();

      postMeta(fx.manga, 'ads_after_content', null);
      themeOptions(null);
      const plain = (await (await fetch(`${site.url}/wp-admin/admin-ajax.php?${query}`)).json()) as { data: { data: { content: string } } };
      expect(plain.data.data.content).toMatch(/^<div class="reading-content">.*<\/div>$/s);
    } finally {
      postMeta(fx.manga, 'ads_after_content', null);
    }
  });
});

describe('Settings → Ads', () => {
  it("shows Madara's values until saved, then overrides them; refuses a post without the nonce or without manage_options", async () => {
    yomuAds(null);
    themeOptions({ ...everySlot(), adsense_id: CLIENT, adsense_slot_ads_footer: '4444444444' });
    const before = fixture('madara_site_option_bytes', { name: 'option_tree' });
    const screen = parse(await (await fetch(`${site.url}/wp-admin/${SCREEN}`, { headers: { cookie: admin } })).text());
    expect(screen.querySelector<HTMLInputElement>('#yomu-ads-adsense_id')?.value).toBe(CLIENT);
    expect(screen.querySelector<HTMLInputElement>('#yomu-ads-adsense_slot_ads_footer')?.value).toBe('4444444444');
    expect(screen.querySelector('#yomu-ads-ads_after_content')?.textContent).toBe(code('ads_after_content'));
    expect(screen.querySelector('#yomu-ads-ads_after_content')?.hasAttribute('readonly')).toBe(false);

    // Without the nonce, and as an editor (no manage_options): refused, nothing stored.
    const form = await settingsForm(admin, { 'yomu_ads[ads_after_content]': code('yomu-own') });
    const noNonce = new URLSearchParams(form);
    noNonce.delete('_wpnonce');
    expect((await postSettings(admin, noNonce)).status).toBe(403);
    const editor = user('editor');
    expect((await postSettings(await login(editor.login, PASSWORD), form)).status).toBe(403);
    expect(fixture('get_option', { name: 'yomu_ads' })).toBeFalsy();

    const saved = await postSettings(admin, form);
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toContain('settings-updated=true');
    const stored = fixture('get_option', { name: 'yomu_ads' }) as Record<string, unknown>;
    expect(stored).toMatchObject({ adsense_id: CLIENT, adsense_slot_ads_footer: '4444444444', ads_after_content: code('yomu-own'), ads_before_content: code('ads_before_content') });
    const document = await page(fx.post_url);
    expect(slotIn(document, 'ads_after_content')?.held?.innerHTML).toBe(code('yomu-own'));
    expect(slotIn(document, 'ads_footer')?.props.kind).toBe('adsense');

    // Saved, Yomu's values rule: an empty unit id and a reserved height.
    const again = await settingsForm(admin, { 'yomu_ads[adsense_slot_ads_footer]': '', 'yomu_ads[height_ads_footer]': '140', 'yomu_ads[adsense_id]': 'nonsense' });
    expect((await postSettings(admin, again)).status).toBe(302);
    const footer = slotIn(await page(fx.post_url), 'ads_footer')!;
    expect(footer.props.kind).toBe('code');
    expect(footer.holder.getAttribute('style')).toBe('--yomu-ad-height:140px');
    expect((fixture('get_option', { name: 'yomu_ads' }) as Record<string, unknown>).adsense_id).toBe('');
    expect(fixture('madara_site_option_bytes', { name: 'option_tree' })).toBe(before);
  });

  it('lets only users with unfiltered_html change the custom code (others may change the rest)', async () => {
    yomuAds(null);
    themeOptions(everySlot());
    const restricted = user('administrator');
    mkdirSync(join(site.dir, 'wp-content', 'mu-plugins'), { recursive: true });
    writeFileSync(
      muPlugin(),
      `<?php
add_filter( 'map_meta_cap', function ( $caps, $cap, $user_id ) {
	$user = get_userdata( $user_id );
	return 'unfiltered_html' === $cap && $user && '${restricted.login}' === $user->user_login ? array( 'do_not_allow' ) : $caps;
}, 10, 3 );
`,
    );
    try {
      const cookie = await login(restricted.login, PASSWORD);
      const screen = parse(await (await fetch(`${site.url}/wp-admin/${SCREEN}`, { headers: { cookie } })).text());
      expect(screen.querySelector('#yomu-ads-ads_footer')?.hasAttribute('readonly')).toBe(true);
      const evil = '<script>window.evil = 1;</script>';
      let body = await settingsForm(cookie, { 'yomu_ads[ads_footer]': evil, 'yomu_ads[adsense_slot_ads_wall_left]': '5555555555' });
      expect((await postSettings(cookie, body)).status).toBe(302);
      let stored = fixture('get_option', { name: 'yomu_ads' }) as Record<string, unknown>;
      expect(stored.adsense_slot_ads_wall_left).toBe('5555555555');
      expect('ads_footer' in stored).toBe(false); // Madara's code stays in force
      expect(slotIn(await page(fx.post_url), 'ads_footer')?.held?.innerHTML).toBe(code('ads_footer'));

      expect((await postSettings(admin, await settingsForm(admin, { 'yomu_ads[ads_footer]': code('admin') }))).status).toBe(302);
      body = await settingsForm(cookie, { 'yomu_ads[ads_footer]': evil });
      expect((await postSettings(cookie, body)).status).toBe(302);
      stored = fixture('get_option', { name: 'yomu_ads' }) as Record<string, unknown>;
      expect(stored.ads_footer).toBe(code('admin'));
      expect(JSON.stringify(stored)).not.toContain('evil');
    } finally {
      rmSync(muPlugin(), { force: true });
    }
    expect(phpProblemsSince(problems)).toEqual([]);
  });
});
