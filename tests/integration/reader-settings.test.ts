// Reader settings over HTTP: the mode a chapter opens in (reader cookie, then the editor's manga default, an
// explicit ?style wins), the save action (guests and bad nonces refused, signed-in readers saved), the admin-post
// form of the account tab, and Settings → Reader (administrators only, saved through the Settings API).
import { removeMangaWithChapters } from '../support/remove-manga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

let problemsBefore: PhpLogMark;
let fx: { manga: number; url: string; user: number; login: string; password: string };

beforeAll(() => {
  problemsBefore = phpLogMark();
  const tag = `rs${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  fx = fixture('reader_settings_seed', { tag });
}, 60000);

afterAll(() => {
  if (fx) removeMangaWithChapters(fx.manga, fx.user);
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 60000);

const get = async (url: string, cookie = '') => (await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' })).text();
const bodyClass = (html: string) => /<body class="([^"]*)"/.exec(html)?.[1] ?? '';
const imageCount = (html: string) => (html.match(/class="wp-manga-chapter-img"/g) ?? []).length;
const props = (html: string) => {
  const match = /data-island="reader"[^>]*data-props="([^"]*)"/.exec(html);
  return JSON.parse((match?.[1] ?? '{}').replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
};

describe('the mode a chapter opens in', () => {
  it("follows the reader's cookie, then the manga's default, and an explicit ?style wins", async () => {
    let html = await get(fx.url);
    expect(bodyClass(html)).toContain('reader-mode-paged');
    expect(imageCount(html)).toBe(1);

    html = await get(fx.url, 'yomu-reader-settings=strip.rtl.height');
    expect(bodyClass(html)).toMatch(/reader-mode-strip/);
    expect(bodyClass(html)).toMatch(/reader-dir-rtl/);
    expect(bodyClass(html)).toMatch(/reader-fit-height/);
    expect(imageCount(html)).toBe(3);
    expect(html).toMatch(/<img id="image-2"[^>]*loading="lazy"[^>]*width="300" height="500"/);

    expect(imageCount(await get(`${fx.url}?style=paged`, 'yomu-reader-settings=strip.-.-'))).toBe(1);
    expect(imageCount(await get(fx.url, 'yomu-reader-settings=<script>.x.y'))).toBe(1);

    fixture('reader_set_manga_defaults', { manga: fx.manga, defaults: { mode: 'list', direction: 'rtl' } });
    try {
      html = await get(fx.url);
      expect(bodyClass(html)).toMatch(/reader-mode-list/);
      expect(bodyClass(html)).toMatch(/reader-dir-rtl/);
      expect(imageCount(html)).toBe(3);
      // The reader's own choice beats the manga's default.
      html = await get(fx.url, 'yomu-reader-settings=paged.ltr.-');
      expect(bodyClass(html)).toMatch(/reader-mode-paged/);
      expect(bodyClass(html)).toMatch(/reader-dir-ltr/);
      expect(imageCount(html)).toBe(1);
    } finally {
      fixture('reader_set_manga_defaults', { manga: fx.manga, defaults: null });
    }
  });
});

describe('yomu_reader_settings', () => {
  it('refuses guests and bad nonces, and saves for a signed-in reader', async () => {
    const guest = await ajax({ action: 'yomu_reader_settings', nonce: 'x', 'settings[mode]': 'strip' });
    expect(guest.status).toBe(403);
    expect((await guest.json()).success).toBe(false);

    const cookie = await login(fx.login, fx.password);
    const bad = await ajax({ action: 'yomu_reader_settings', nonce: 'nope', 'settings[mode]': 'strip' }, { cookie });
    expect(bad.status).toBe(403);
    const nonce = String(props(await get(fx.url, cookie)).saveNonce);
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    const invalid = await ajax({ action: 'yomu_reader_settings', nonce, 'settings[mode]': 'webtoon' }, { cookie });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(fixture('user_meta', { user: fx.user, key: 'yomu_reader_settings' }))).toBe('""');

    const ok = await ajax({ action: 'yomu_reader_settings', nonce, 'settings[mode]': 'strip', 'settings[direction]': '', 'settings[fit]': 'height' }, { cookie });
    expect(await ok.json()).toEqual({ success: true, data: { settings: { mode: 'strip', fit: 'height' } } });
    const html = await get(fx.url, cookie);
    expect(bodyClass(html)).toMatch(/reader-mode-strip/);
    expect(imageCount(html)).toBe(3);

    // The account tab's form posts to admin-post.php with its own nonce.
    const form = await fetch(`${site.url}/wp-admin/admin-post.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie },
      body: new URLSearchParams({ action: 'yomu_reader_settings', _wpnonce: 'forged', 'settings[mode]': 'paged' }),
    });
    expect(form.status).toBe(302);
    expect(form.headers.get('location')).toContain('reader-settings=error');
    expect((fixture('user_meta', { user: fx.user, key: 'yomu_reader_settings' }) as { mode?: string }).mode).toBe('strip');
  });
});

describe('Settings → Reader', () => {
  it('is for administrators only and saves the yomu_reader option through the Settings API', async () => {
    const reader = await login(fx.login, fx.password);
    const denied = await fetch(`${site.url}/wp-admin/options-general.php?page=yomu-reader`, { headers: { cookie: reader }, redirect: 'manual' });
    expect(denied.status).toBe(403);

    const admin = await login('admin', site.adminPassword);
    const screen = await get(`${site.url}/wp-admin/options-general.php?page=yomu-reader`, admin);
    expect(screen).toContain('name="yomu_reader[keyboard]"');
    expect(screen).toContain('name="yomu_reader[history_items]"');
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(screen)?.[1] ?? '';
    const before = fixture('get_option', { name: 'yomu_reader' });
    try {
      const saved = await fetch(`${site.url}/wp-admin/options.php`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: admin },
        body: new URLSearchParams({
          option_page: 'yomu-reader',
          action: 'update',
          _wpnonce: nonce,
          'yomu_reader[back_info]': 'on',
          'yomu_reader[history_items]': '30',
          'yomu_reader[evil]': '<script>',
        }),
      });
      expect(saved.status).toBe(302);
      expect(fixture('get_option', { name: 'yomu_reader' })).toEqual({
        back_info: 'on',
        ajax_paging: 'off',
        preload_images: 'off',
        keyboard: 'off',
        click_to_scroll: 'off',
        history_items: 30,
      });
    } finally {
      fixture('set_option', { name: 'yomu_reader', value: before }); // null (it was not set) deletes it
    }
  });
});
