// The account calls over real HTTP: nonce before anything, no enumeration, closed registration, strict
// base64, single-use reset keys, rate limits. Every test uses its own users and removes them afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Şifre-çok-gizli-42';
const created: number[] = [];
let canRegister: unknown = '0';
let problemsBefore: PhpLogMark;

function makeUser(prefix: string): { id: number; login: string; email: string } {
  const name = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const id = fixture('make_user', { login: name, password: PASSWORD, role: 'subscriber' });
  created.push(id);
  return { id, login: name, email: `${name}@example.com` };
}

async function guestNonce(): Promise<string> {
  const html = await (await fetch(`${site.url}/`)).text();
  const props = /data-island="account-modals"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? '';
  const nonce = /&quot;nonce&quot;:&quot;([a-f0-9]+)&quot;/.exec(props)?.[1];
  if (!nonce) throw new Error('no account nonce on the home page');
  return nonce;
}

async function call(fields: Record<string, string>, cookie?: string) {
  const response = await ajax(fields, { cookie });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as { success: boolean; data: unknown }, cookies: response.headers.getSetCookie() };
}

function passwordHash(id: number): string {
  return fixture('account_user_secrets', { user: id }).pass;
}

function mailLog(): string[] {
  const file = path.join(site.dir, 'wp-content', 'mail.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
}

function clearLimits(loginName: string): void {
  fixture('account_clear_login_limits', { logins: [loginName] });
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  canRegister = fixture('get_option', { name: 'users_can_register' });
});

afterAll(() => {
  fixture('delete_users', { ids: created });
  fixture('set_option', { name: 'users_can_register', value: Number(canRegister) });
  fixture('account_delete_users_by_login', { logins: ['neu_hostile'] });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('wp_manga_signin', () => {
  it('refuses a missing or wrong nonce before trying the password, and sets no cookie', async () => {
    const user = makeUser('signin');
    for (const nonce of [undefined, 'deadbeef00', '']) {
      const fields: Record<string, string> = { action: 'wp_manga_signin', login: user.login, pass: PASSWORD };
      if (nonce !== undefined) fields.nonce = nonce;
      const answer = await call(fields);
      expect(answer.status).toBe(403);
      expect(answer.body.success).toBe(false);
      expect(answer.cookies.some((c) => c.startsWith('wordpress_logged_in_'))).toBe(false);
    }
  });

  it('signs in with the right password and answers a verifiable, user-bound token', async () => {
    const user = makeUser('signin');
    const answer = await call({ action: 'wp_manga_signin', login: user.login, pass: PASSWORD, rememberme: 'forever', nonce: await guestNonce() });
    expect(answer.body.success).toBe(true);
    const data = answer.body.data as { id: number; token: string };
    expect(data.id).toBe(user.id);
    expect(data.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(fixture('account_verify_token', { token: data.token })).toBe(user.id);
    expect(fixture('account_verify_token', { token: data.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })).toBe(0);
    expect(answer.cookies.some((c) => c.startsWith('wordpress_logged_in_'))).toBe(true);

    // Signed in: another sign-in is refused.
    const cookie = answer.cookies.map((c) => c.split(';')[0]).join('; ');
    const again = await call({ action: 'wp_manga_signin', login: user.login, pass: PASSWORD, nonce: await guestNonce() }, cookie);
    expect(again.body.success).toBe(false);
  });

  it('answers one message for a wrong password and for an unknown user, and never leaks markup', async () => {
    const user = makeUser('signin');
    const nonce = await guestNonce();
    const wrong = await call({ action: 'wp_manga_signin', login: user.login, pass: 'nope', nonce });
    const unknown = await call({ action: 'wp_manga_signin', login: `<script>alert(1)</script>${Date.now()}`, pass: 'nope', nonce });
    expect(wrong.body).toEqual({ success: false, data: 'Geçersiz kullanıcı adı veya şifre' });
    expect(unknown.body).toEqual(wrong.body);
    const arrays = await call({ action: 'wp_manga_signin', 'login[]': user.login, 'pass[]': PASSWORD, nonce });
    expect(arrays.status).toBe(400);
    expect(arrays.body.success).toBe(false);
    clearLimits(user.login);
    clearLimits('<script>alert(1)</script>');
  });

  it('locks an account after 5 failures, even for the right password, with a clear message', async () => {
    const user = makeUser('limit');
    const nonce = await guestNonce();
    for (let i = 0; i < 5; i++) await call({ action: 'wp_manga_signin', login: user.login, pass: `wrong${i}`, nonce });
    const locked = await call({ action: 'wp_manga_signin', login: user.login.toUpperCase(), pass: PASSWORD, nonce });
    expect(locked.status).toBe(429);
    expect(String(locked.body.data)).toMatch(/15/);
    expect(locked.cookies.some((c) => c.startsWith('wordpress_logged_in_'))).toBe(false);
    clearLimits(user.login);
    const after = await call({ action: 'wp_manga_signin', login: user.login, pass: PASSWORD, nonce });
    expect(after.body.success).toBe(true);
  });
});

describe('wp_manga_signup', () => {
  it('answers 403 and creates nobody when registration is closed', async () => {
    fixture('set_option', { name: 'users_can_register', value: 0 });
    const name = `closed${Date.now()}`;
    const answer = await call({ action: 'wp_manga_signup', user_login: name, user_email: `${name}@example.com`, user_pass: PASSWORD, nonce: await guestNonce() });
    expect(answer.status).toBe(403);
    expect(answer.body.success).toBe(false);
    expect(fixture('account_user_id', { login: name })).toBe(0);
  });

  it('with registration open: bad nonce, arrays and hostile names create nobody; good fields create a subscriber', async () => {
    fixture('set_option', { name: 'users_can_register', value: 1 });
    const name = `neu${Date.now()}`;
    const fields = { action: 'wp_manga_signup', user_login: name, user_email: `${name}@example.com`, user_pass: PASSWORD };
    expect((await call({ ...fields, nonce: 'bad' })).status).toBe(403);
    const nonce = await guestNonce();
    expect((await call({ action: 'wp_manga_signup', 'user_login[]': name, user_email: fields.user_email, user_pass: PASSWORD, nonce })).body.success).toBe(false);
    const hostile = await call({ ...fields, user_login: '<img src=x onerror=alert(1)>', nonce });
    expect(hostile.body.success).toBe(false);
    expect(hostile.text).not.toContain('<img');
    const short = await call({ ...fields, user_pass: 'kısa şifre', nonce });
    expect(short.body.data).toBe('Şifre 12 karakterden az olamaz');
    expect(fixture('account_user_id', { login: name })).toBe(0);

    const ok = await call({ ...fields, nonce });
    expect(ok.body.success).toBe(true);
    const id = fixture('account_user_id', { login: name });
    created.push(id);
    expect(fixture('account_user_secrets', { user: id }).roles.join(',')).toBe('subscriber');
  });
});

describe('wp_manga_reset and wp_manga_reset_password', () => {
  it('wrong types and hostile strings mail nothing, reset nothing and echo nothing back', async () => {
    const user = makeUser('hostile');
    const nonce = await guestNonce();
    const hash = passwordHash(user.id);
    const before = mailLog().length;
    const send = (pairs: Array<[string, string]>) => fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams(pairs) });
    const typed = await send([['action', 'wp_manga_reset'], ['nonce', nonce], ['user[]', user.login]]);
    expect(typed.status).toBe(400);
    const probe = '<script>alert(1)</script>';
    for (const value of [probe, `${user.login}' OR '1'='1`, `${user.login.slice(0, -3)}%`, `*@example.com`]) {
      const answer = await call({ action: 'wp_manga_reset', user: value, nonce });
      expect(answer.text).not.toContain('<script>');
      expect(answer.text).not.toContain(user.email);
    }
    expect(mailLog().length).toBe(before);
    expect(fixture('account_user_secrets', { user: user.id }).activation_key).toBe('');

    const password = Buffer.from('a very long password indeed', 'utf8').toString('base64');
    for (const pairs of [
      [['user[]', user.login], ['key', 'k'], ['new_password', password]],
      [['user', user.login], ['key[]', 'k'], ['new_password', password]],
      [['user', user.login], ['key', 'k'], ['new_password[]', password]],
      [['user', probe], ['key', probe], ['new_password', password]],
    ] as Array<Array<[string, string]>>) {
      const answer = await send([['action', 'wp_manga_reset_password'], ['nonce', nonce], ...pairs]);
      const text = await answer.text();
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect((JSON.parse(text) as { success: boolean }).success).toBe(false);
      expect(text).not.toContain('<script>');
    }
    expect(passwordHash(user.id)).toBe(hash);
  });

  it('does not tell whether an account exists', async () => {
    const user = makeUser('reset');
    const nonce = await guestNonce();
    const known = await call({ action: 'wp_manga_reset', user: user.login, nonce });
    const unknown = await call({ action: 'wp_manga_reset', user: `nobody${Date.now()}`, nonce });
    const unknownMail = await call({ action: 'wp_manga_reset', user: `nobody${Date.now()}@example.com`, nonce });
    expect(known.body.success).toBe(true);
    expect(unknown.body).toEqual(known.body);
    expect(unknownMail.body).toEqual(known.body);
    expect((await call({ action: 'wp_manga_reset', user: user.login })).status).toBe(403);
  });

  it('the mailed link resets the password once; strict base64; other keys change nothing', async () => {
    const user = makeUser('reset');
    const victim = makeUser('victim');
    const before = mailLog().length;
    await call({ action: 'wp_manga_reset', user: user.email, nonce: await guestNonce() });
    const mails = mailLog().slice(before).map((line) => JSON.parse(line) as { to: string; message: string });
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(user.email);
    const link = /(https?:\/\/\S+\?action=rp&key=\S+)/.exec(mails[0].message)?.[1] ?? '';
    const url = new URL(link);
    expect(url.searchParams.get('login')).toBe(user.login);
    const key = url.searchParams.get('key') ?? '';

    // The link opens the reset-password modal with the key in it.
    const page = await (await fetch(link)).text();
    expect(page).toMatch(/id="form-reset-password"[^>]*data-open="1"/);

    const nonce = await guestNonce();
    const hashBefore = passwordHash(user.id);
    const victimHash = passwordHash(victim.id);
    const latin1 = Buffer.from('not utf8 \xff\xfe long enough', 'latin1').toString('base64');
    for (const newPassword of ['%%%garbage%%%', latin1, Buffer.from('short', 'utf8').toString('base64'), `${Buffer.from('long enough password', 'utf8').toString('base64')}xx`]) {
      const bad = await call({ action: 'wp_manga_reset_password', user: user.login, key, new_password: newPassword, nonce });
      expect(bad.body.success).toBe(false);
    }
    const crossed = await call({ action: 'wp_manga_reset_password', user: victim.login, key, new_password: Buffer.from('a very long password', 'utf8').toString('base64'), nonce });
    expect(crossed.body.success).toBe(false);
    expect(passwordHash(user.id)).toBe(hashBefore);
    expect(passwordHash(victim.id)).toBe(victimHash);

    const fresh = 'Yeni şifrem 🔑 güçlü';
    const good = await call({ action: 'wp_manga_reset_password', user: user.login, key, new_password: Buffer.from(fresh, 'utf8').toString('base64'), nonce });
    expect(good.body.success).toBe(true);
    expect((good.body.data as { message: string }).message).toBeTruthy();
    await expect(login(user.login, fresh)).resolves.toContain('wordpress_logged_in_');

    const reuse = await call({ action: 'wp_manga_reset_password', user: user.login, key, new_password: Buffer.from('another long password', 'utf8').toString('base64'), nonce });
    expect(reuse.body.success).toBe(false);
    await expect(login(user.login, fresh)).resolves.toContain('wordpress_logged_in_');
  });
});
