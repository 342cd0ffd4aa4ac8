// Issue 29: a Madara site's look carries over. The light/dark scheme (theme option, page meta, Madara's user meta,
// ?body_schema=, and the toggle's cookie, whose names Madara inverted), the colour groups as the theme's variables
// (only plain colours printed), the secondary_menu and user_menu locations, the Family Safe switch, and the doctor
// naming custom CSS selectors that match nothing in Yomu's markup. Yomu never rewrites Madara's options.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-look';
import '../support/fixtures/madara-site';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { withoutCriticalCss } from '../support/markup';

const TAG = `ml${Date.now().toString(36)}`;
const PASSWORD = `pw-${TAG}-Secret!9`;
const saved: Record<string, unknown> = {};
let before: PhpLogMark;
let seed: { page: number; page_url: string; plain: number; adult: number; adult_url: string };
let manga: { manga: number; url: string; chapters: { url: string }[] };
let user = 0;
let cookie = '';
let secondary = 0;
let userMenu = 0;
let cssPost = 0;

const get = (path: string, headers: Record<string, string> = {}) => fetch(path.startsWith('http') ? path : `${site.url}${path}`, { headers, redirect: 'manual' });
const html = async (path: string, headers: Record<string, string> = {}) => withoutCriticalCss(await (await get(path, headers)).text());
const htmlClass = (page: string) => /<html [^>]*class="([^"]*)"/.exec(page)?.[1] ?? '';
const options = (value: Record<string, unknown>) => fixture('set_option', { name: 'option_tree', value });
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' });

beforeAll(async () => {
  before = phpLogMark();
  for (const name of ['option_tree', 'theme_mods_madara']) saved[name] = fixture('get_option', { name });
  seed = fixture('madara_look_seed', { tag: TAG });
  manga = fixture('madara_site_seed', { title: `${TAG} Reader` });
  user = fixture('make_user', { login: TAG, password: PASSWORD, role: 'subscriber' });
  cookie = await login(TAG, PASSWORD);
  secondary = fixture('madara_site_menu', { name: `${TAG} secondary`, item: `${TAG} Secondary item` });
  userMenu = fixture('madara_site_menu', { name: `${TAG} user`, item: `${TAG} User item` });
}, 120_000);

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  fixture('delete_posts', { ids: [seed.page, seed.plain, seed.adult, manga.manga, secondary, userMenu, cssPost].filter(Boolean) });
  fixture('delete_users', { ids: [user] });
  expect(phpProblemsSince(before)).toEqual([]);
});

describe('the light or dark scheme', () => {
  it('is light by default and dark when the theme option says so, on every page but reading pages', async () => {
    options({});
    expect(htmlClass(await html('/'))).toBe('no-js');
    options({ body_schema: 'dark' });
    expect(htmlClass(await html('/'))).toBe('no-js yomu-dark');
    expect(htmlClass(await html(seed.page_url))).toBe('no-js yomu-dark');
    // The reader keeps its own light/dark setting, as in Madara.
    expect(htmlClass(await html(manga.chapters[0].url))).toBe('no-js');
  });

  it("follows the page's meta over the option, unless the meta says 'default'", async () => {
    options({ body_schema: 'light' });
    fixture('madara_site_post_meta', { post: seed.page, key: 'body_schema', value: 'dark' });
    expect(htmlClass(await html(seed.page_url))).toContain('yomu-dark');
    expect(htmlClass(await html('/'))).not.toContain('yomu-dark');
    fixture('madara_site_post_meta', { post: seed.page, key: 'body_schema', value: 'default' });
    expect(htmlClass(await html(seed.page_url))).not.toContain('yomu-dark');
  });

  it("follows the signed-in reader's Madara user meta, and ?body_schema= over everything", async () => {
    options({ body_schema: 'light' });
    fixture('madara_look_user_meta', { user, key: '_manga_user_site_schema', value: 'dark' });
    expect(htmlClass(await html('/', { cookie }))).toContain('yomu-dark');
    expect(htmlClass(await html('/'))).not.toContain('yomu-dark');
    expect(htmlClass(await html('/?body_schema=light', { cookie }))).not.toContain('yomu-dark');
    expect(htmlClass(await html('/?body_schema=dark'))).toContain('yomu-dark');
    fixture('madara_look_user_meta', { user, key: '_manga_user_site_schema', value: null });
  });

  it("with the toggle on, reads Madara's cookie (light = the dark palette) in the head for guests and on the server for readers", async () => {
    options({ body_schema: 'light' });
    // Without the toggle the head script only follows the system's dark mode (issue 34); the Customizer can stop it.
    const followOnly = /<script id="yomu-scheme">(.*?)<\/script>/s.exec(await html('/', { cookie: 'wpmanga-body-contrast=light' }))?.[1] ?? '';
    expect(followOnly).toContain('(document,0,1);');
    expect(await html('/')).not.toContain('darklight_toggle');
    fixture('listing_theme_mod', { name: 'yomu_scheme_follow_system', value: false });
    expect(await html('/')).not.toContain('id="yomu-scheme"');
    fixture('listing_theme_mod', { name: 'yomu_scheme_follow_system', value: null });
    options({ body_schema: 'dark' });
    expect(await html('/')).not.toContain('id="yomu-scheme"');

    options({ body_schema: 'light', body_schema_toggle: 'on' });
    const guest = await html('/', { cookie: 'wpmanga-body-contrast=light' });
    // A guest's page is the same with or without the cookie (it is cached): the head script applies it.
    expect(htmlClass(guest)).toBe('no-js');
    const script = /<script id="yomu-scheme">(.*?)<\/script>/s.exec(guest)?.[1] ?? '';
    expect(script).toContain('wpmanga-body-contrast=(light|dark)');
    expect(script.length).toBeLessThan(900);
    expect(guest.indexOf('id="yomu-scheme"')).toBeLessThan(guest.search(/<link rel=.stylesheet/));
    expect(guest).toMatch(/<form id="darklight_toggle" class="darklight-toggle needs-js"[^>]*>.*<button type="submit" class="darklight-toggle__button" aria-pressed="false">/s);

    const reader = await html('/', { cookie: `${cookie}; wpmanga-body-contrast=light` });
    expect(htmlClass(reader)).toContain('yomu-dark');
    expect(reader).toContain('aria-pressed="true"');
    expect(htmlClass(await html('/', { cookie: `${cookie}; wpmanga-body-contrast=dark` }))).not.toContain('yomu-dark');
    // No script and no switch on reading pages.
    const chapter = await html(manga.chapters[0].url, { cookie: 'wpmanga-body-contrast=light' });
    expect(chapter).not.toContain('id="yomu-scheme"');
    expect(chapter).not.toContain('darklight_toggle');
  });

  it('stores the choice without JavaScript and goes back only to this site', async () => {
    options({ body_schema_toggle: 'on' });
    const back = `${site.url}/?p=${seed.page}`;
    const dark = await post({ action: 'yomu_body_schema', scheme: 'dark', redirect_to: back });
    expect(dark.status).toBe(302);
    expect(dark.headers.get('location')).toBe(back);
    expect(dark.headers.getSetCookie().join('\n')).toMatch(/^wpmanga-body-contrast=light;.*path=\//im);
    const light = await post({ action: 'yomu_body_schema', scheme: 'light', redirect_to: 'https://evil.example/' });
    expect(light.headers.getSetCookie().join('\n')).toMatch(/^wpmanga-body-contrast=dark;/im);
    expect(new URL(light.headers.get('location') ?? '').origin).toBe(new URL(site.url).origin);

    options({});
    const off = await post({ action: 'yomu_body_schema', scheme: 'dark', redirect_to: back });
    expect(off.headers.getSetCookie()).toEqual([]);
  });
});

describe("Madara's colour groups", () => {
  it('prints the colours of the groups that are on as variables, and refuses anything but a plain colour', async () => {
    options({
      site_custom_colors: 'on',
      btn_bg: '#123456',
      star_color: 'rgb(1, 2, 3)',
      link_color_hover: 'red;}body{display:none',
      btn_color: 'url(https://evil.example/x.png)',
      header_custom_colors: 'on',
      nav_item_color: 'expression(alert(1))',
      nav_item_hover_color: '#ABC',
      btn_hover_bg: 'rgba(1,2,3,0.5)</style><script>alert(1)</script>',
      canvas_menu_color: '#fefefe',
    });
    const home = await html('/');
    const css = /<style id="yomu-madara-custom-css">(.*?)<\/style>/s.exec(home)?.[1] ?? '';
    expect(css).toBe(':root{--yomu-star:rgb(1, 2, 3);--yomu-btn-bg:#123456;--yomu-nav-hover:#abc}');
    expect(home).not.toContain('}body{display:none');
    expect(home).not.toContain('evil.example');
    expect(home).not.toContain('<script>alert(1)');
    // The canvas colours' group is off.
    expect(home).not.toContain('--yomu-canvas-color');
  });

  it("turns a group on for one page with the page's gate and colours", async () => {
    options({});
    fixture('madara_site_post_meta', { post: seed.page, key: 'header_bottom_colors', value: 'on' });
    fixture('madara_site_post_meta', { post: seed.page, key: 'header_bottom_bg', value: '#010203' });
    expect(await html(seed.page_url)).toContain(':root{--yomu-subheader-bg:#010203}');
    expect(await html('/')).not.toContain('--yomu-subheader-bg');
  });
});

describe('the secondary and user menus', () => {
  it("shows Madara's secondary_menu under the header and its user_menu in a signed-in reader's menu", async () => {
    options({});
    fixture('set_option', { name: 'theme_mods_madara', value: { nav_menu_locations: { secondary_menu: secondary, user_menu: userMenu } } });
    const guest = await html('/');
    expect(guest).toMatch(new RegExp(`<ul id="[^"]*" class="sub-nav_list list-inline second-menu">.*${TAG} Secondary item`, 's'));
    expect(guest).not.toContain(`${TAG} User item`);

    const reader = await html('/', { cookie });
    const menus = [...reader.matchAll(/<ul class="c-user_menu">(.*?)<\/ul>/gs)].map((m) => m[1]);
    expect(menus).toHaveLength(2);
    for (const menu of menus) expect(menu.indexOf(`${TAG} User item`)).toBeGreaterThan(-1);
    for (const menu of menus) expect(menu.indexOf(`${TAG} User item`)).toBeLessThan(menu.lastIndexOf('<li>'));
    expect(reader).not.toMatch(/id="menu-item-\d+"[^>]*>(?:(?!<\/li>).)*User item/s);

    const reload = await (await ajax({ action: 'wp-manga-get-user-section' }, { cookie })).json();
    expect(reload.data.main).toContain(`${TAG} User item`);
  });
});

describe("Madara's Family Safe switch", () => {
  const searchIds = (page: string) => [...page.matchAll(/data-post-id="(\d+)"/g)].map((m) => Number(m[1]));

  it('shows only when manga_adult_content is on, and not on an adult manga page', async () => {
    options({});
    expect(await html('/')).not.toContain('family-safe__button');
    options({ manga_adult_content: 'on' });
    const home = await html('/');
    expect(home.match(/<button type="submit" class="family-safe__button" aria-pressed="false">/g)).toHaveLength(2);
    expect(await html(seed.adult_url)).not.toContain('family-safe__button');
  });

  it('hides adult manga once clicked, and keeps that page out of shared caches', async () => {
    options({ manga_adult_content: 'on' });
    const search = `/?s=${TAG}&post_type=wp-manga`;
    expect(searchIds(await html(search))).toEqual(expect.arrayContaining([seed.plain, seed.adult]));

    const click = await post({ action: 'yomu_family_safe', family_safe: '1', redirect_to: `${site.url}${search}` });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe(`${site.url}${search}`);
    const set = click.headers.getSetCookie().map((c) => c.split(';')[0]);
    expect(set).toEqual(['wpmanga-adult=1']);

    const safe = await get(search, { cookie: set[0] });
    expect(safe.headers.get('cache-control')).toContain('private');
    const page = await safe.text();
    expect(searchIds(page)).toContain(seed.plain);
    expect(searchIds(page)).not.toContain(seed.adult);
    expect(page).toContain('aria-pressed="true"');

    const undo = await post({ action: 'yomu_family_safe', family_safe: '0', redirect_to: 'https://evil.example/' });
    expect(undo.headers.getSetCookie().join('\n')).toMatch(/^wpmanga-adult=deleted;/m);
    expect(new URL(undo.headers.get('location') ?? '').origin).toBe(new URL(site.url).origin);
  });
});

describe('the doctor and custom CSS', () => {
  it('names the custom CSS selectors that match nothing in Yomu, not those that do', () => {
    options({ custom_css: `/* ${TAG} */ .site-header .${TAG}-nowhere { color: red; } .site-header, .c-user_menu a:hover { color: blue }\n@media (min-width: 10px) { #${TAG}-gone > a, .second-menu li { margin: 0 } }` });
    const found = fixture('madara_look_doctor_css', {});
    expect(found.count).toBe(1);
    expect(found.details).toEqual([`custom_css: .site-header .${TAG}-nowhere, #${TAG}-gone > a`]);

    options({ custom_css: '.site-header a { color: red }' });
    cssPost = fixture('madara_site_additional_css', { css: `.${TAG}-additional { color: red }`, stylesheet: 'madara' });
    expect(fixture('madara_look_doctor_css', {}).details).toEqual([`additional_css: .${TAG}-additional`]);
  });
});
