// The captcha on the account modals in Chromium. With the test provider (a real checkbox widget the server
// verifies): submit disabled until answered, disabled again on expiry and on failure, reset after a failed
// sign-in and sign-up, the answer sent with the account calls. With Turnstile: the provider script loads only
// when configured and only once a form opens, and its token reaches Cloudflare's siteverify (faked by a
// must-use plugin, as this machine has no internet) through the server.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPhoneMenu, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

let browser: Browser;
/** Server answers on a loaded machine can take seconds. */
const WAIT = { timeout: 20000 };
const PASSWORD = 'Doğrulama-şifresi-42';
const state = { canRegister: '0' as unknown, captcha: null as unknown, logins: [] as string[] };
const muPlugin = () => path.join(site.dir, 'wp-content', 'mu-plugins', 'yomu-e2e-fake-siteverify.php');
const verifyLog = () => path.join(site.dir, 'wp-content', 'yomu-e2e-siteverify.log');

beforeAll(async () => {
  browser = await launch();
  state.canRegister = fixture('get_option', { name: 'users_can_register' });
  state.captcha = fixture('get_option', { name: 'yomu_captcha' });
  fixture('set_option', { name: 'users_can_register', value: 1 });
});

afterAll(async () => {
  await browser?.close();
  fs.rmSync(muPlugin(), { force: true });
  fs.rmSync(verifyLog(), { force: true });
  fixture('account_delete_users_by_login', { logins: state.logins });
  fixture('account_clear_login_limits', { logins: state.logins });
  fixture('captcha_use_test_provider', { seconds: 0 });
  fixture('set_option', { name: 'yomu_captcha', value: state.captcha });
  fixture('set_option', { name: 'users_can_register', value: Number(state.canRegister) });
});

function newUser(prefix: string): string {
  const login = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  state.logins.push(login);
  fixture('make_user', { login, password: PASSWORD });
  return login;
}

async function openLogin(page: Page): Promise<void> {
  await page.goto(`${site.url}/`);
  if ((await page.locator('.c-sub-header-nav [data-yomu-modal="form-login"]:visible').count()) === 0) {
    await openPhoneMenu(page);
  }
  await page.locator('[data-yomu-modal="form-login"]:visible').first().click();
  await page.locator('#form-login').waitFor({ state: 'visible' });
}

/** The form fields of every admin-ajax call with this action. */
function callsTo(page: Page, action: string): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('admin-ajax.php')) return;
    const fields = new URLSearchParams(request.postData() ?? '');
    if (fields.get('action') === action) calls.push(fields);
  });
  return calls;
}

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('captcha with the test provider ($name)', ({ name, width, height }) => {
  beforeAll(() => {
    fixture('captcha_use_test_provider', { seconds: 6 });
  });
  afterEach(() => {
    fixture('account_clear_login_limits', { logins: [] });
  });

  it('sign-in: disabled until answered, again on expiry and failure, reset after a failed sign-in', async () => {
    const login = newUser(`cap${name}`);
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    const signins = callsTo(page, 'wp_manga_signin');
    await openLogin(page);
    const submit = page.locator('#loginform button[type="submit"]');
    const box = page.locator('#loginform .yomu-test-captcha input[type="checkbox"]');
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, `account-captcha-unanswered-${name}`);

    // Answered, then expired after the widget's 6 s lifetime.
    await box.check();
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(page, `account-captcha-answered-${name}`);
    await expect.poll(() => submit.isDisabled(), { timeout: 30000 }).toBe(true);
    expect(await box.isChecked()).toBe(false);

    // Answered, then the widget fails.
    await box.check();
    expect(await submit.isEnabled()).toBe(true);
    await page.locator('#loginform [data-captcha]').dispatchEvent('yomu-test-captcha:error');
    await expect.poll(() => submit.isDisabled(), { timeout: 3000 }).toBe(true);

    // A wrong password: the message, and the captcha is reset.
    await page.fill('#log', login);
    await page.fill('#pwd', 'not the password');
    await box.check();
    await submit.click();
    await expect.poll(() => page.locator('#form-login p.message').innerText(), WAIT).toBe('Geçersiz kullanıcı adı veya şifre');
    expect(await box.isChecked()).toBe(false);
    expect(await submit.isDisabled()).toBe(true);
    expect(signins).toHaveLength(1);
    const spent = signins[0].get('yomu-test-captcha-response') ?? '';
    expect(spent).toMatch(/^pass-[0-9a-f]{16}$/);

    // A fresh answer and the right password sign in.
    await page.fill('#pwd', PASSWORD);
    await box.check();
    await submit.click();
    await page.locator('#form-login').waitFor({ state: 'hidden' });
    await page.locator('.c-sub-header-nav .c-user_name').waitFor({ state: 'attached' });
    expect(signins).toHaveLength(2);
    expect(signins[1].get('yomu-test-captcha-response')).toMatch(/^pass-[0-9a-f]{16}$/);
    expect(signins[1].get('yomu-test-captcha-response')).not.toBe(spent);
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await page.close();
  }, 120000);

  it('sign-up: a refused sign-up resets the captcha; a replayed answer is refused by the server', async () => {
    const taken = newUser(`taken${name}`);
    const login = `new${name}${Date.now().toString(36)}`;
    state.logins.push(login);
    const page = await browser.newPage({ viewport: { width, height } });
    const signups = callsTo(page, 'wp_manga_signup');
    await openLogin(page);
    await page.locator('#form-login [data-yomu-switch="form-sign-up"]').click();
    await page.locator('#form-sign-up').waitFor({ state: 'visible' });
    const submit = page.locator('#registerform button[type="submit"]');
    const box = page.locator('#registerform .yomu-test-captcha input[type="checkbox"]');
    expect(await submit.isDisabled()).toBe(true);

    await page.fill('#user_sign-up', taken);
    await page.fill('#email_sign-up', `${login}@example.com`);
    await page.fill('#pass_sign-up', PASSWORD);
    await box.check();
    await submit.click();
    await expect.poll(() => page.locator('#form-sign-up p.message').innerText(), WAIT).toContain('kullanıcı adı');
    expect(await box.isChecked()).toBe(false);
    expect(await submit.isDisabled()).toBe(true);

    // The server refuses the spent answer even if a client sends it again.
    const spent = signups[0].get('yomu-test-captcha-response') ?? '';
    const replay = await page.evaluate(
      async ([nonce, answer, user]) => {
        const body = new URLSearchParams({ action: 'wp_manga_signup', nonce, user_login: user, user_email: `${user}@example.com`, user_pass: 'Doğrulama-şifresi-42', 'yomu-test-captcha-response': answer });
        return (await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body })).json() as Promise<{ success: boolean; data: string }>;
      },
      [signups[0].get('nonce') ?? '', spent, login],
    );
    expect(replay).toEqual({ success: false, data: 'Lütfen doğrulamayı tamamlayın.' });
    expect(fixture('account_user_id', { login })).toBe(0);

    await page.fill('#user_sign-up', login);
    await box.check();
    await submit.click();
    await expect.poll(() => page.locator('#form-sign-up p.message').innerText(), WAIT).toBe('Kayıt başarılı! Artık giriş yapabilirsiniz.');
    expect(fixture('account_user_id', { login })).toBeGreaterThan(0);
    await page.close();
  }, 120000);
});

describe('captcha with Turnstile (provider script faked in the browser, siteverify faked on the server)', () => {
  const FAKE_TURNSTILE = `window.turnstile = {
    render(el, params) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'fake-turnstile';
      button.textContent = 'Verify ' + params.sitekey;
      button.addEventListener('click', () => params.callback('fake-turnstile-token'));
      el.append(button);
      window.fakeTurnstileResets = 0;
      return 'widget-1';
    },
    reset() { window.fakeTurnstileResets += 1; },
  };`;

  beforeAll(() => {
    fs.writeFileSync(
      muPlugin(),
      `<?php
// e2e only: answers Turnstile's siteverify locally and logs what the server sent.
add_filter( 'pre_http_request', static function ( $preempt, $args, $url ) {
	if ( 'https://challenges.cloudflare.com/turnstile/v0/siteverify' !== $url ) { return $preempt; }
	file_put_contents( WP_CONTENT_DIR . '/yomu-e2e-siteverify.log', wp_json_encode( $args['body'] ) . "\\n", FILE_APPEND );
	$ok = 'fake-turnstile-token' === ( $args['body']['response'] ?? '' );
	return array( 'headers' => array(), 'body' => wp_json_encode( array( 'success' => $ok ) ), 'response' => array( 'code' => 200, 'message' => 'OK' ), 'cookies' => array(), 'filename' => null );
}, 10, 3 );
`,
    );
    fs.rmSync(verifyLog(), { force: true });
  });

  it('loads nothing while unconfigured; once configured, loads on opening a form and verifies the token', async () => {
    const login = newUser('turn');
    fixture('captcha_use_test_provider', { seconds: 0 });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    let scriptLoads = 0;
    await page.route('https://challenges.cloudflare.com/**', async (route) => {
      scriptLoads += 1;
      await route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE });
    });

    await openLogin(page);
    expect(await page.locator('#form-login [data-captcha]').count()).toBe(0);
    expect(await page.locator('#loginform button[type="submit"]').isEnabled()).toBe(true);
    expect(scriptLoads).toBe(0);

    fixture('set_option', { name: 'yomu_captcha', value: { provider: 'turnstile', site_key: '1x00000000000000000000AA', secret_key: 'e2e-secret-key', forms: ['login', 'signup', 'reset'] } });
    const signins = callsTo(page, 'wp_manga_signin');
    await page.goto(`${site.url}/`);
    expect(await page.content()).not.toContain('e2e-secret-key');
    expect(scriptLoads).toBe(0);
    await page.locator('.c-sub-header-nav [data-yomu-modal="form-login"]').click();
    await page.locator('#loginform .fake-turnstile').waitFor({ state: 'visible' });
    expect(scriptLoads).toBe(1);
    expect(await page.locator('#loginform .fake-turnstile').innerText()).toBe('Verify 1x00000000000000000000AA');
    const submit = page.locator('#loginform button[type="submit"]');
    expect(await submit.isDisabled()).toBe(true);

    // The widget answers; a wrong password resets the widget through the provider's API.
    await page.locator('#loginform .fake-turnstile').click();
    expect(await submit.isEnabled()).toBe(true);
    await page.fill('#log', login);
    await page.fill('#pwd', 'wrong password');
    await submit.click();
    await expect.poll(() => page.locator('#form-login p.message').innerText(), WAIT).toBe('Geçersiz kullanıcı adı veya şifre');
    expect(await page.evaluate(() => (window as unknown as { fakeTurnstileResets: number }).fakeTurnstileResets)).toBe(1);
    expect(await submit.isDisabled()).toBe(true);

    await page.fill('#pwd', PASSWORD);
    await page.locator('#loginform .fake-turnstile').click();
    await submit.click();
    await page.locator('.c-sub-header-nav .c-user_name').waitFor({ state: 'attached' });
    expect(signins.map((f) => f.get('cf-turnstile-response'))).toEqual(['fake-turnstile-token', 'fake-turnstile-token']);
    const verified = fs.readFileSync(verifyLog(), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
    expect(verified.at(-1)).toEqual({ secret: 'e2e-secret-key', response: 'fake-turnstile-token', remoteip: '127.0.0.1' });
    expect(scriptLoads).toBe(1);
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await page.close();
  }, 120000);
});
