// The profile calls over real HTTP: avatar upload, account settings and the user section. Missing or wrong
// nonces, guests, another user's id, wrong types and hostile files or strings change nothing and leak nothing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Profil-şifresi-5';
interface Reader {
  id: number;
  login: string;
  cookie: string;
  avatarNonce: string;
  settingsNonce: string;
}
const fx = { users: [] as number[], page: 0, pageWasSet: 0, problems: undefined as PhpLogMark | undefined, images: {} as Record<string, Buffer> };

async function reader(): Promise<Reader> {
  const name = `prof${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const id = fixture('make_user', { login: name, password: PASSWORD });
  fx.users.push(id);
  const cookie = await login(name, PASSWORD);
  // Nonces belong to the session: read them from the account page the reader sees.
  const url = fixture('account_page_url', { tab: 'account-settings' });
  const html = await (await fetch(url, { headers: { cookie } })).text();
  const avatarNonce = /id="wp-manga-upload-avatar-form"[\s\S]*?name="_wpnonce" value="([a-f0-9]+)"/.exec(html)?.[1] ?? '';
  const settingsNonce = /value="yomu_account_settings">[\s\S]*?name="_wpnonce" value="([a-f0-9]+)"/.exec(html)?.[1] ?? '';
  expect(avatarNonce).not.toBe('');
  expect(settingsNonce).not.toBe('');
  return { id, login: name, cookie, avatarNonce, settingsNonce };
}

/** An image made by GD in the site's PHP. */
function image(kind: 'png' | 'gif', size: number): Buffer {
  return Buffer.from(fixture('upload_image', { format: kind, width: size, height: size, color: [200, 30, 90] }), 'base64');
}

async function upload(fields: Record<string, string>, file: { body: Buffer | string; name: string; type: string } | null, cookie?: string) {
  const form = new FormData();
  form.append('action', 'wp-manga-upload-avatar');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('userAvatar', new Blob([typeof file.body === 'string' ? file.body : new Uint8Array(file.body)], { type: file.type }), file.name);
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as { success: boolean; data: unknown } };
}

const avatarOf = (user: number) => Number(fixture('user_meta', { user, key: '_wp_manga_user_avt_id' }));
const attachmentCount = () => fixture('account_avatar_count', {});
const profile = (user: number) => fixture('account_profile', { user });

async function settings(fields: Record<string, string>, cookie?: string): Promise<string> {
  const response = await fetch(`${site.url}/wp-admin/admin-post.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams({ action: 'yomu_account_settings', ...fields }),
  });
  return new URL(response.headers.get('location') ?? `${site.url}/`, site.url).searchParams.get('account') ?? `status ${response.status}`;
}

beforeAll(() => {
  fx.problems = phpLogMark();
  const page = fixture('account_page_ensure', { as: 1 });
  fx.pageWasSet = page.before;
  fx.page = page.id;
  fx.images = { big: image('png', 320), small: image('png', 120), gif: image('gif', 240) };
}, 60000);

afterAll(() => {
  fixture('account_delete_users_with_avatars', { ids: fx.users });
  if (fx.pageWasSet === 0) fixture('remove_account_page', { id: fx.page });
  expect(phpProblemsSince(fx.problems!)).toEqual([]);
}, 60000);

describe('wp-manga-upload-avatar', () => {
  it('refuses guests, missing and wrong nonces, and wrong types, creating no attachment', async () => {
    const a = await reader();
    const before = attachmentCount();
    const png = { body: fx.images.big, name: 'ok.png', type: 'image/png' };
    const guest = await upload({ _wpnonce: a.avatarNonce, userID: String(a.id) }, png);
    expect(guest.body.success).toBe(false);
    for (const fields of [{}, { _wpnonce: '' }, { _wpnonce: 'deadbeef00' }, { '_wpnonce[]': a.avatarNonce }] as Array<Record<string, string>>) {
      const answer = await upload(fields, png, a.cookie);
      expect(answer.status).toBe(403);
      expect(answer.body.success).toBe(false);
    }
    // The file field sent as text, or not at all.
    const text = await fetch(`${site.url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      headers: { cookie: a.cookie },
      body: new URLSearchParams({ action: 'wp-manga-upload-avatar', _wpnonce: a.avatarNonce, userAvatar: '/etc/passwd' }),
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { data: { msg: string } }).data.msg).not.toContain('root:');
    expect((await upload({ _wpnonce: a.avatarNonce }, null, a.cookie)).status).toBe(400);
    expect(avatarOf(a.id)).toBe(0);
    expect(attachmentCount()).toBe(before);
  }, 90000);

  it('refuses hostile and undersized files by their content', async () => {
    const a = await reader();
    const before = attachmentCount();
    const hostile = [
      { body: '<?php echo "pwned"; ?>', name: 'avatar.jpg', type: 'image/jpeg' },
      { body: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="300" height="300"/></svg>', name: 'avatar.svg', type: 'image/svg+xml' },
      { body: Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<?php system($_GET["c"]); ?>')]), name: 'shell.php.gif', type: 'image/gif' },
      { body: fx.images.small, name: 'small.png', type: 'image/png' },
      { body: Buffer.alloc(2 * 1024 * 1024 + 10, 0x41), name: 'huge.png', type: 'image/png' },
    ];
    for (const file of hostile) {
      const answer = await upload({ _wpnonce: a.avatarNonce }, file, a.cookie);
      expect(answer.body.success, file.name).toBe(false);
      expect(typeof (answer.body.data as { msg: unknown }).msg).toBe('string');
      expect(answer.text).not.toContain('pwned');
    }
    expect(avatarOf(a.id)).toBe(0);
    expect(attachmentCount()).toBe(before);
  }, 90000);

  it("changes only the signed-in reader's avatar, whatever userID says, re-encoded at 195 px", async () => {
    const a = await reader();
    const b = await reader();
    const first = await upload({ _wpnonce: b.avatarNonce }, { body: fx.images.gif, name: 'b.gif', type: 'image/gif' }, b.cookie);
    expect(first.body.success).toBe(true);
    const bAvatar = avatarOf(b.id);
    expect(bAvatar).toBeGreaterThan(0);

    const answer = await upload({ _wpnonce: a.avatarNonce, userID: String(b.id) }, { body: fx.images.big, name: '"><img src=x onerror=alert(1)>.png', type: 'image/png' }, a.cookie);
    expect(answer.body.success).toBe(true);
    expect(String(answer.body.data)).toMatch(/^<img /);
    expect(String(answer.body.data)).not.toContain('onerror');
    expect(avatarOf(b.id)).toBe(bAvatar);
    const mine = avatarOf(a.id);
    expect(mine).toBeGreaterThan(0);
    const stored = fixture('account_attachment', { id: mine });
    expect(stored?.size).toEqual([195, 195]);
    expect(path.basename(stored?.file ?? '')).toMatch(/^avatar-\d+-[a-z0-9]+\.png$/);

    // A second upload replaces the first and removes its file.
    const oldFile = stored?.file ?? '';
    expect(fs.existsSync(oldFile)).toBe(true);
    expect((await upload({ _wpnonce: a.avatarNonce }, { body: fx.images.big, name: 'again.png', type: 'image/png' }, a.cookie)).body.success).toBe(true);
    expect(avatarOf(a.id)).not.toBe(mine);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect(fixture('account_attachment', { id: bAvatar })).not.toBeNull();
  }, 90000);
});

describe('account settings (admin-post yomu_account_settings)', () => {
  it('refuses guests and bad nonces; never touches another user; wrong types change nothing', async () => {
    const a = await reader();
    const b = await reader();
    const aBefore = profile(a.id);
    const bBefore = profile(b.id);
    // Guests have no handler at all: admin-post.php answers 400.
    expect(await settings({ _wpnonce: a.settingsNonce, display_name: 'Guest try' })).toBe('status 400');
    expect(await settings({ display_name: 'No nonce' }, a.cookie)).toBe('expired');
    expect(await settings({ _wpnonce: 'deadbeef00', display_name: 'Bad nonce' }, a.cookie)).toBe('expired');
    expect(await settings({ _wpnonce: a.settingsNonce, 'display_name[]': 'Array', 'user_email[]': 'x@example.com' }, a.cookie)).toBe('unchanged');
    expect(profile(a.id)).toEqual(aBefore);

    expect(await settings({ _wpnonce: a.settingsNonce, ID: String(b.id), user_id: String(b.id), display_name: 'Renamed' }, a.cookie)).toBe('saved');
    expect(profile(a.id)[0]).toBe('Renamed');
    expect(profile(b.id)).toEqual(bBefore);
  }, 90000);

  it('needs the current password to change the e-mail or password, and stores hostile names as text', async () => {
    const a = await reader();
    const before = profile(a.id);
    expect(await settings({ _wpnonce: a.settingsNonce, user_email: `new-${a.login}@example.com` }, a.cookie)).toBe('wrong_password');
    expect(await settings({ _wpnonce: a.settingsNonce, user_email: `new-${a.login}@example.com`, current_password: 'wrong' }, a.cookie)).toBe('wrong_password');
    expect(await settings({ _wpnonce: a.settingsNonce, new_password: 'Another-long-pass-1', new_password_2: 'Another-long-pass-1' }, a.cookie)).toBe('wrong_password');
    expect(await settings({ _wpnonce: a.settingsNonce, user_email: '<script>@x', current_password: PASSWORD }, a.cookie)).toBe('bad_email');
    expect(profile(a.id)).toEqual(before);

    expect(await settings({ _wpnonce: a.settingsNonce, display_name: 'Ayşe <img src=x onerror=alert(1)> "Okur"' }, a.cookie)).toBe('saved');
    const name = profile(a.id)[0];
    expect(name).not.toContain('<');
    expect(await settings({ _wpnonce: a.settingsNonce, user_email: `new-${a.login}@example.com`, current_password: PASSWORD }, a.cookie)).toBe('saved');
    expect(profile(a.id)[1]).toBe(`new-${a.login}@example.com`);
  }, 90000);
});

describe('wp-manga-get-user-section', () => {
  it('answers guests an error and escapes the display name for readers', async () => {
    const guest = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'wp-manga-get-user-section' }) });
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { success: boolean }).success).toBe(false);

    const a = await reader();
    // Written past WordPress's filters, as an import or another plugin might.
    fixture('account_force_display_name', { user: a.id, name: '<img src=x onerror=alert(1)>' });
    const answer = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', headers: { cookie: a.cookie }, body: new URLSearchParams({ action: 'wp-manga-get-user-section' }) });
    const body = (await answer.json()) as { success: boolean; data: { main: string; off_canvas: string } };
    expect(body.success).toBe(true);
    for (const html of [body.data.main, body.data.off_canvas]) {
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  }, 90000);
});
