// The captcha over real HTTP: the settings screen is for administrators only and never shows the secret; with
// the test provider on, the account calls refuse a missing, malformed or replayed answer and change nothing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Captcha-şifresi-77';
const fx = { users: [] as number[], logins: [] as string[], saved: null as unknown, problems: undefined as PhpLogMark | undefined };
const SCREEN = () => `${site.url}/wp-admin/options-general.php?page=yomu-captcha`;

function makeUser(role = 'subscriber'): { id: number; login: string } {
  const name = `capi${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const id = fixture('make_user', { login: name, password: PASSWORD, role: role });
  fx.users.push(id);
  fx.logins.push(name);
  return { id, login: name };
}

const option = () => fixture('get_option', { name: 'yomu_captcha' }) as Record<string, unknown> | null;

function save(value: Record<string, unknown>): void {
  fixture('set_option', { name: 'yomu_captcha', value });
}

async function guestNonce(): Promise<string> {
  const html = await (await fetch(`${site.url}/`)).text();
  return /data-island="account-modals"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)/.exec(html)?.[1] ?? '';
}

function mails(): number {
  const file = path.join(site.dir, 'wp-content', 'mail.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).length : 0;
}

beforeAll(() => {
  fx.problems = phpLogMark();
  fx.saved = fixture('get_option', { name: 'yomu_captcha' });
}, 60000);

afterAll(() => {
  fixture('account_clear_login_limits', { logins: fx.logins });
  fixture('delete_users', { ids: fx.users });
  fixture('captcha_use_test_provider', { seconds: 0 });
  fixture('set_option', { name: 'yomu_captcha', value: fx.saved });
  expect(phpProblemsSince(fx.problems!)).toEqual([]);
}, 60000);

describe('Settings → Captcha', () => {
  const stored = { provider: 'turnstile', site_key: '0x4AAAAAAAsite', secret_key: 'integration-secret-0x1', forms: ['login'] };

  it('sends guests to sign in and refuses subscribers, on the screen and on options.php', async () => {
    // Signed in first: with the login form protected, wp-login.php wants a captcha answer (login-captcha.test.ts).
    const subscriber = makeUser();
    const cookie = await login(subscriber.login, PASSWORD);
    save(stored);
    const guest = await fetch(SCREEN(), { redirect: 'manual' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toContain('wp-login.php');

    const screen = await fetch(SCREEN(), { headers: { cookie } });
    expect(screen.status).toBe(403);
    expect(await screen.text()).not.toContain('integration-secret');

    for (const headers of [{}, { cookie }] as Array<Record<string, string>>) {
      const post = await fetch(`${site.url}/wp-admin/options.php`, {
        method: 'POST',
        redirect: 'manual',
        headers,
        body: new URLSearchParams({ option_page: 'yomu_captcha', action: 'update', _wpnonce: 'abc', 'yomu_captcha[provider]': 'none', 'yomu_captcha[site_key]': 'hacked' }),
      });
      expect([302, 403]).toContain(post.status);
    }
    expect(option()).toEqual(stored);
  }, 90000);

  it('lets an administrator save through the form; the secret is never printed and an empty one is kept', async () => {
    fixture('set_option', { name: 'yomu_captcha', value: null }); // the previous test left the login form protected
    const admin = makeUser('administrator');
    const cookie = await login(admin.login, PASSWORD);
    save(stored);
    const html = await (await fetch(SCREEN(), { headers: { cookie } })).text();
    expect(html).toContain('value="0x4AAAAAAAsite"');
    expect(html).not.toContain('integration-secret');
    const nonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec(html)?.[1] ?? '';
    expect(nonce).not.toBe('');

    const body = new URLSearchParams({ option_page: 'yomu_captcha', action: 'update', _wpnonce: nonce, 'yomu_captcha[provider]': 'turnstile', 'yomu_captcha[site_key]': '"><script>alert(1)</script>', 'yomu_captcha[secret_key]': '' });
    body.append('yomu_captcha[forms][]', 'signup');
    body.append('yomu_captcha[forms][]', 'reset');
    body.append('yomu_captcha[forms][]', '<evil>');
    const saved = await fetch(`${site.url}/wp-admin/options.php`, { method: 'POST', redirect: 'manual', headers: { cookie, referer: SCREEN() }, body });
    expect(saved.status).toBe(302);
    expect(option()).toEqual({ ...stored, forms: ['signup', 'reset'] });
    const after = await (await fetch(SCREEN(), { headers: { cookie } })).text();
    expect(after).not.toContain('<script>alert(1)');
  }, 90000);
});

describe('account calls with the test provider on', () => {
  beforeAll(() => {
    fixture('captcha_use_test_provider', { seconds: 60 });
  }, 60000);

  it('the home page carries the widget, and a sign-in without a valid answer changes nothing', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('data-provider="test"');
    expect(html).toContain('name="yomu-test-captcha-response"');

    const user = makeUser();
    const nonce = await guestNonce();
    const base = { action: 'wp_manga_signin', nonce, login: user.login, pass: PASSWORD };
    for (const answer of ['', 'pass-123', 'pass-zzzzzzzzzzzzzzzz', '<script>alert(1)</script>', 'pass-0123456789abcdef\n']) {
      const response = await ajax({ ...base, 'yomu-test-captcha-response': answer });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, data: 'Lütfen doğrulamayı tamamlayın.' });
      expect(response.headers.getSetCookie().some((c) => c.startsWith('wordpress_logged_in_'))).toBe(false);
    }
    const array = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams([...Object.entries(base), ['yomu-test-captcha-response[]', 'pass-0123456789abcdef']]) });
    expect(array.status).toBe(400);

    const token = `pass-${Date.now().toString(16).padStart(16, '0').slice(-16)}`;
    const ok = await ajax({ ...base, 'yomu-test-captcha-response': token });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { success: boolean }).success).toBe(true);
    const replay = await ajax({ ...base, 'yomu-test-captcha-response': token });
    expect(replay.status).toBe(400);
  }, 90000);

  it('sign-up and reset request without an answer create nobody and mail nobody', async () => {
    const canRegister = fixture('get_option', { name: 'users_can_register' });
    fixture('set_option', { name: 'users_can_register', value: 1 });
    const nonce = await guestNonce();
    const name = `capnew${Date.now().toString(36)}`;
    const signUp = await ajax({ action: 'wp_manga_signup', nonce, user_login: name, user_email: `${name}@example.com`, user_pass: PASSWORD });
    fixture('set_option', { name: 'users_can_register', value: Number(canRegister) });
    expect(signUp.status).toBe(400);
    expect(fixture('account_user_id', { login: name })).toBe(0);

    const user = makeUser();
    const before = mails();
    const reset = await ajax({ action: 'wp_manga_reset', nonce, user: user.login });
    expect(reset.status).toBe(400);
    expect(mails()).toBe(before);
    expect(fixture('account_user_secrets', { user: user.id }).activation_key).toBe('');
  }, 90000);
});
