// The captcha on wp-login.php over real HTTP, with the test provider: the login, registration and lost-password
// forms show the widget and refuse a post with no answer or a wrong one without signing in, creating the user or
// sending the reset mail; a valid answer works once. With no provider the forms are unchanged. XML-RPC password
// sign-in is refused while the login form is protected; application passwords keep working.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Giriş-doğrulama-31';
const FIELD = 'yomu-test-captcha-response';
const REFUSED = 'Lütfen doğrulamayı tamamlayın.';
const fx = { users: [] as string[], canRegister: '0' as unknown, captcha: null as unknown, problems: undefined as PhpLogMark | undefined };
const TEST_COOKIE = { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' };

const token = () => `pass-${crypto.randomBytes(8).toString('hex')}`;
const WRONG = ['', 'pass-123', 'pass-zzzzzzzzzzzzzzzz'];

function name(prefix: string): string {
  const login = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  fx.users.push(login);
  return login;
}

function makeUser(): string {
  const login = name('wlc');
  fixture('make_user', { login, password: PASSWORD });
  return login;
}

const exists = (login: string) => fixture('account_user_id', { login }) > 0;

function mails(): number {
  const file = path.join(site.dir, 'wp-content', 'mail.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).length : 0;
}

async function page(action = ''): Promise<string> {
  return (await fetch(`${site.url}/wp-login.php${action ? `?action=${action}` : ''}`)).text();
}

function post(action: string, fields: Record<string, string>) {
  const url = `${site.url}/wp-login.php${action ? `?action=${action}` : ''}`;
  return fetch(url, { method: 'POST', redirect: 'manual', headers: TEST_COOKIE, body: new URLSearchParams(fields) });
}

const signIn = (login: string, extra: Record<string, string> = {}) => post('', { log: login, pwd: PASSWORD, testcookie: '1', 'wp-submit': 'Log In', ...extra });
const signedIn = (response: Response) => response.headers.getSetCookie().some((c) => c.startsWith('wordpress_logged_in_'));
const register = (login: string, extra: Record<string, string> = {}) => post('register', { user_login: login, user_email: `${login}@example.com`, 'wp-submit': 'Register', ...extra });
const lost = (login: string, extra: Record<string, string> = {}) => post('lostpassword', { user_login: login, 'wp-submit': 'Get New Password', ...extra });

function xmlrpcProfile(login: string, password: string) {
  const body = `<?xml version="1.0"?><methodCall><methodName>wp.getProfile</methodName><params><param><value><int>1</int></value></param><param><value><string>${login}</string></value></param><param><value><string>${password}</string></value></param></params></methodCall>`;
  return fetch(`${site.url}/xmlrpc.php`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body }).then((r) => r.text());
}

const providerOn = () => void fixture('captcha_use_test_provider', { seconds: 60 });
const providerOff = () => void fixture('captcha_use_test_provider', { seconds: 0 });

beforeAll(() => {
  fx.problems = phpLogMark();
  fx.canRegister = fixture('get_option', { name: 'users_can_register' });
  fx.captcha = fixture('get_option', { name: 'yomu_captcha' });
  fixture('set_option', { name: 'users_can_register', value: 1 });
}, 60000);

afterAll(() => {
  fixture('account_delete_users_by_login', { logins: fx.users });
  fixture('captcha_use_test_provider', { seconds: 0 });
  fixture('set_option', { name: 'yomu_captcha', value: fx.captcha });
  fixture('set_option', { name: 'users_can_register', value: Number(fx.canRegister) });
  expect(phpProblemsSince(fx.problems!)).toEqual([]);
}, 60000);

describe('with no captcha provider', () => {
  beforeAll(providerOff, 60000);

  it('the three forms have no widget and work as before', async () => {
    for (const action of ['', 'register', 'lostpassword']) {
      const html = await page(action);
      expect(html).toContain('id="wp-submit"');
      expect(html).not.toContain('data-captcha');
      expect(html).not.toContain('yomu-login-captcha');
    }
    const user = makeUser();
    const response = await signIn(user);
    expect(response.status).toBe(302);
    expect(signedIn(response)).toBe(true);

    const fresh = name('wlr');
    expect((await register(fresh)).status).toBe(302);
    expect(exists(fresh)).toBe(true);

    const before = mails();
    expect((await lost(user)).status).toBe(302);
    expect(mails()).toBe(before + 1);
  }, 90000);

  it('XML-RPC password sign-in keeps working', async () => {
    const user = makeUser();
    expect(await xmlrpcProfile(user, PASSWORD)).toContain(`<string>${user}</string>`);
  }, 60000);
});

describe('with the test provider on', () => {
  beforeAll(providerOn, 60000);

  it('each form shows the widget inside the form', async () => {
    for (const [action, form] of [['', 'loginform'], ['register', 'registerform'], ['lostpassword', 'lostpasswordform']]) {
      const html = await page(action);
      const inside = new RegExp(`<form[^>]*id="${form}"[\\s\\S]*?data-provider="test"[\\s\\S]*?name="${FIELD}"[\\s\\S]*?id="wp-submit"[\\s\\S]*?</form>`);
      expect(html).toMatch(inside);
      expect(html).toContain('assets/login/captcha.js');
    }
  }, 60000);

  it('sign-in: no answer or a wrong one shows the error and signs nobody in; a valid answer signs in, once', async () => {
    const user = makeUser();
    for (const answer of WRONG) {
      const response = await signIn(user, answer ? { [FIELD]: answer } : {});
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(REFUSED);
      expect(signedIn(response)).toBe(false);
    }
    const answer = token();
    const ok = await signIn(user, { [FIELD]: answer });
    expect(ok.status).toBe(302);
    expect(signedIn(ok)).toBe(true);

    const replay = await signIn(user, { [FIELD]: answer });
    expect(signedIn(replay)).toBe(false);
    expect(await replay.text()).toContain(REFUSED);
  }, 90000);

  it('registration: no answer or a wrong one creates no user; a valid answer registers', async () => {
    const fresh = name('wlr');
    for (const answer of WRONG) {
      const response = await register(fresh, answer ? { [FIELD]: answer } : {});
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(REFUSED);
      expect(exists(fresh)).toBe(false);
    }
    const ok = await register(fresh, { [FIELD]: token() });
    expect(ok.status).toBe(302);
    expect(exists(fresh)).toBe(true);
  }, 90000);

  it('lost password: no answer or a wrong one sends no mail; a valid answer sends the reset mail', async () => {
    const user = makeUser();
    const before = mails();
    for (const answer of WRONG) {
      const response = await lost(user, answer ? { [FIELD]: answer } : {});
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(REFUSED);
    }
    expect(mails()).toBe(before);
    const ok = await lost(user, { [FIELD]: token() });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toContain('checkemail=confirm');
    expect(mails()).toBe(before + 1);
  }, 90000);

  it('refuses XML-RPC password sign-in; application passwords and cookies keep working', async () => {
    const user = makeUser();
    const refused = await xmlrpcProfile(user, PASSWORD);
    expect(refused).toContain('faultCode');
    expect(refused).not.toContain(`<string>${user}</string>`);

    const app = fixture('account_application_password', { login: user, name: 'captcha test' });
    expect(await xmlrpcProfile(user, app)).toContain(`<string>${user}</string>`);
    const rest = await fetch(`${site.url}/wp-json/wp/v2/users/me?context=edit`, { headers: { authorization: `Basic ${Buffer.from(`${user}:${app}`).toString('base64')}` } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { username: string }).username).toBe(user);

    // A cookie from a captcha-checked sign-in opens wp-admin.
    const signed = await signIn(user, { [FIELD]: token() });
    const cookie = signed.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const profile = await fetch(`${site.url}/wp-admin/profile.php`, { headers: { cookie }, redirect: 'manual' });
    expect(profile.status).toBe(200);
  }, 90000);
});
