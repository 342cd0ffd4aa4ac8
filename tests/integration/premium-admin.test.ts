// The owners' price tools over real HTTP (issue 28 item 5): the "Price (points)" field of the wp-admin chapter
// panel, the one-action price of a volume or a whole manga, Chapter Coin's coin ajax (which Madara left open to
// anyone: here a nonce and edit_post on the manga) and Settings → Premium chapters. A guest, a subscriber and a
// contributor are refused and change nothing; an editor prices chapters, and the price locks the chapter for a
// guest; the settings keep every other key of wp_manga_settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminForm, adminForm, adminForms, postAdmin } from '../support/admin-forms';
import { fixture } from '../support/fixture';
import '../support/fixtures/admin';
import '../support/fixtures/premium';
import '../support/fixtures/premium-admin';
import type { PremiumAdminManga } from '../support/fixtures/premium-admin';
import { login, site } from '../support/site';

const PASSWORD = 'premium-Admin-123';
type Role = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';
const ROLES: Role[] = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];

let seed: PremiumAdminManga;
let ids: Record<Role, number>;
const cookies = {} as Record<Role, string>;
let settingsBefore: unknown;

const prices = (): Record<string, number> => ({ ...fixture('premium_admin_prices', { manga: seed.manga }) });
const chapter = (n: number): number => seed.chapters[n].id;

async function page(url: string, cookie: string): Promise<string> {
  const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  expect(response.status, url).toBe(200);
  return response.text();
}

/** The edit screen of the manga (with a chapter's panel open), its admin-post forms and the coin nonce. */
async function editScreen(cookie: string, panel = 0): Promise<{ html: string; forms: AdminForm[]; coinNonce: string }> {
  const html = await page(`${site.url}/wp-admin/post.php?post=${seed.manga}&action=edit${panel ? `&yomu_chapter=${panel}` : ''}`, cookie);
  return { html, forms: adminForms(html), coinNonce: /data-yomu-coin-nonce="([^"]+)"/.exec(html)?.[1] ?? '' };
}

/** The chapter row of the wp-admin chapter list. */
function listRow(html: string, id: number): string {
  return new RegExp(`<tr data-chapter-id="${id}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
}

beforeAll(async () => {
  const users = fixture('admin_users_by_role', { roles: ROLES, prefix: 'premium-admin-', password: PASSWORD });
  ids = users.ids as Record<Role, number>;
  for (const role of ROLES) cookies[role] = await login(users.users[role], PASSWORD);
  seed = fixture('premium_admin_seed', { title: 'Premium admin tools', author: ids.editor });
  settingsBefore = fixture('get_option', { name: 'wp_manga_settings' });
  fixture('premium_mycred', { on: 1 });
}, 120_000);

afterAll(() => {
  fixture('premium_mycred', { on: 0 });
  fixture('set_option', { name: 'wp_manga_settings', value: settingsBefore === false ? null : settingsBefore });
  fixture('delete_posts', { ids: [seed.manga] });
  fixture('delete_users', { ids: Object.values(ids) });
});

describe('owners price chapters', () => {
  it('refuses a guest, a subscriber and a contributor on every price tool, and changes nothing', async () => {
    const editor = await editScreen(cookies.editor, chapter(0));
    const update = adminForm(editor.forms, 'yomu_chapter_update', { chapter_id: chapter(0) });
    const bulk = adminForm(editor.forms, 'yomu_chapters_price', { scope: 'all' });
    const settingsNonce = /name="_wpnonce" value="([^"]+)"/.exec(await page(`${site.url}/wp-admin/options-general.php?page=yomu-premium`, cookies.administrator))?.[1] ?? '';
    expect(editor.coinNonce).not.toBe('');
    const before = { prices: prices(), settings: fixture('get_option', { name: 'wp_manga_settings' }) };

    for (const who of ['guest', 'subscriber', 'contributor'] as const) {
      const cookie = who === 'guest' ? '' : cookies[who];
      // Their own session's forms are not there to take: the editor's nonces (made for another user) are all they have.
      const asPanel = await postAdmin('admin-post.php', { ...update.fields, chapter_name: 'Chapter 1', chapter_coin: '99' }, cookie);
      expect(asPanel.status, `${who}: panel`).toBe(403);
      const asBulk = await postAdmin('admin-post.php', { ...bulk.fields, chapter_coin: '99' }, cookie);
      expect(asBulk.status, `${who}: bulk`).toBe(403);
      for (const nonce of [editor.coinNonce, '']) {
        const save = await postAdmin('admin-ajax.php', { action: 'wp_manga_chapter_coin_save', chapter_id: String(chapter(0)), manga_id: String(seed.manga), chapter_coin: '99', nonce }, cookie);
        expect(save.status, `${who}: ajax save`).toBe(403);
        expect(((await save.json()) as { success: boolean }).success).toBe(false);
        const get = await postAdmin('admin-ajax.php', { action: 'wp_manga_admin_chapter_modal_get_coin', chapter_id: String(chapter(0)), nonce }, cookie);
        expect(get.status, `${who}: ajax get`).toBe(403);
      }
      const settings = await postAdmin('admin-post.php', { action: 'yomu_premium_settings', _wpnonce: settingsNonce, default_coin: '99', free_word: 'Hacked' }, cookie);
      expect(settings.status, `${who}: settings`).toBe(403);
    }
    // An editor may price chapters but not change the site's settings.
    const editorSettings = await postAdmin('admin-post.php', { action: 'yomu_premium_settings', _wpnonce: settingsNonce, default_coin: '99', free_word: 'Hacked' }, cookies.editor);
    expect(editorSettings.status).toBe(403);
    expect({ prices: prices(), settings: fixture('get_option', { name: 'wp_manga_settings' }) }).toEqual(before);
  });

  it('an author cannot price a chapter of someone else’s manga through Chapter Coin’s ajax', async () => {
    const before = prices();
    const nonce = (await editScreen(cookies.editor, chapter(0))).coinNonce;
    const save = await postAdmin('admin-ajax.php', { action: 'wp_manga_chapter_coin_save', chapter_id: String(chapter(0)), manga_id: String(seed.manga), chapter_coin: '99', nonce }, cookies.author);
    expect(save.status).toBe(403);
    expect(prices()).toEqual(before);
  });

  it('an editor sets a chapter’s price in the chapter panel; the list shows it and a guest finds the chapter locked', async () => {
    const guestBefore = await page(seed.chapters[0].url, '');
    expect(guestBefore).not.toContain('content-blocked');

    const screen = await editScreen(cookies.editor, chapter(0));
    expect(screen.html).toContain('id="yomu-edit-chapter-coin"');
    const update = adminForm(screen.forms, 'yomu_chapter_update', { chapter_id: chapter(0) });
    const saved = await postAdmin('admin-post.php', { ...update.fields, chapter_name: 'Chapter 1', chapter_coin: '15' }, cookies.editor);
    expect(saved.status).toBe(303);
    expect(prices()).toEqual({ [chapter(0)]: 15 });

    const after = await editScreen(cookies.editor, chapter(0));
    expect(listRow(after.html, chapter(0))).toMatch(/<span class="coin"[^>]*>.*15/);
    expect(listRow(after.html, chapter(1))).not.toContain('class="coin');
    expect(after.html).toMatch(/id="yomu-edit-chapter-coin"[^>]*value="15"/);

    const guest = await page(seed.chapters[0].url, '');
    expect(guest).toMatch(/class="premium coin-15 data-chapter-\d+ content-blocked premium-block"/);
    expect(guest).not.toContain(`premium-admin-${seed.manga}/chapter-1/01.jpg`);

    const bad = await postAdmin('admin-post.php', { ...update.fields, chapter_name: 'Chapter 1', chapter_coin: 'fifteen' }, cookies.editor);
    expect(bad.status).toBe(303);
    expect(await page(bad.headers.get('location') ?? '', cookies.editor)).toContain('notice-error');
    expect(prices()).toEqual({ [chapter(0)]: 15 });
  });

  it('Chapter Coin’s ajax saves and reads a price with the nonce of the panel', async () => {
    const { coinNonce } = await editScreen(cookies.editor, chapter(2));
    const fields = { action: 'wp_manga_chapter_coin_save', chapter_id: String(chapter(2)), manga_id: String(seed.manga), nonce: coinNonce };
    const saved = await postAdmin('admin-ajax.php', { ...fields, chapter_coin: '4' }, cookies.editor);
    expect(await saved.json()).toEqual({ success: true, data: { coin: 4 } });
    const got = await postAdmin('admin-ajax.php', { action: 'wp_manga_admin_chapter_modal_get_coin', chapter_id: String(chapter(2)), nonce: coinNonce }, cookies.editor);
    expect(await got.json()).toEqual({ success: true, data: 4 });

    const foreign = await postAdmin('admin-ajax.php', { ...fields, manga_id: String(seed.manga + 100000), chapter_coin: '8' }, cookies.editor);
    expect(foreign.status).toBe(400);
    const reset = await postAdmin('admin-ajax.php', fields, cookies.editor);
    expect(await reset.json()).toEqual({ success: true, data: { coin: -1 } });
    expect(prices()[chapter(2)]).toBe(-1);
  });

  it('prices a whole volume, then the whole manga, in one action each', async () => {
    const screen = await editScreen(cookies.editor);
    const volume = await postAdmin('admin-post.php', { ...adminForm(screen.forms, 'yomu_chapters_price', { scope: seed.volume }).fields, chapter_coin: '8' }, cookies.editor);
    expect(volume.status).toBe(303);
    expect(await page(volume.headers.get('location') ?? '', cookies.editor)).toContain('notice-success');
    expect(prices()).toEqual({ [chapter(0)]: 8, [chapter(1)]: 8, [chapter(2)]: -1 });

    const all = await postAdmin('admin-post.php', { ...adminForm(screen.forms, 'yomu_chapters_price', { scope: 'all' }).fields, chapter_coin: '0' }, cookies.editor);
    expect(all.status).toBe(303);
    expect(prices()).toEqual({ [chapter(0)]: 0, [chapter(1)]: 0, [chapter(2)]: 0 });
    expect(await page(seed.chapters[0].url, '')).not.toContain('content-blocked');
  });

  it('the administrator saves the default price and the free word; every other setting stays', async () => {
    const kept = { manga_slug: 'manga', user_bookmark_max: '42', wp_manga_chapter_selling: { free_word: 'Free', lock_background: '#123456', ranking_text_color: '#333333' } };
    fixture('set_option', { name: 'wp_manga_settings', value: { ...((settingsBefore as object | null) ?? {}), ...kept } });
    const screen = await page(`${site.url}/wp-admin/options-general.php?page=yomu-premium`, cookies.administrator);
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(screen)?.[1] ?? '';

    const bad = await postAdmin('admin-post.php', { action: 'yomu_premium_settings', _wpnonce: nonce, default_coin: '-4', free_word: 'Bedava' }, cookies.administrator);
    expect(bad.status).toBe(303);
    expect(await page(bad.headers.get('location') ?? '', cookies.administrator)).toContain('notice-error');
    expect(fixture('get_option', { name: 'wp_manga_settings' })).toMatchObject(kept);

    const saved = await postAdmin('admin-post.php', { action: 'yomu_premium_settings', _wpnonce: nonce, default_coin: '3', free_word: ' <em>Bedava</em> ' }, cookies.administrator);
    expect(saved.status).toBe(303);
    expect(await page(saved.headers.get('location') ?? '', cookies.administrator)).toContain('notice-success');
    const after = fixture('get_option', { name: 'wp_manga_settings' }) as typeof kept & Record<string, unknown>;
    expect(after.manga_slug).toBe('manga');
    expect(after.user_bookmark_max).toBe('42');
    expect(after.wp_manga_chapter_selling).toEqual({ free_word: 'Bedava', lock_background: '#123456', ranking_text_color: '#333333', default_coin: '3', muupro_allow_creator_edit: 'no' });
  });
});
