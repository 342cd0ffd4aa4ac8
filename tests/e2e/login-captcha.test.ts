// wp-login.php with the test captcha provider in Chromium: the submit button stays disabled until the captcha is
// answered (and again when the answer expires), a sign-in without a valid answer is refused, and ticking the box
// signs in end to end.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

let browser: Browser;
const WAIT = { timeout: 20000 };
const PASSWORD = 'Giriş-tarayıcı-58';
const state = { captcha: null as unknown, login: `wlce${Date.now().toString(36)}` };

beforeAll(async () => {
  browser = await launch();
  state.captcha = fixture('get_option', { name: 'yomu_captcha' });
  fixture('captcha_use_test_provider', { seconds: 4 });
  fixture('make_user', { login: state.login, password: PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  fixture('account_delete_users_by_login', { logins: [state.login] });
  fixture('captcha_use_test_provider', { seconds: 0 });
  fixture('set_option', { name: 'yomu_captcha', value: state.captcha });
});

it('signs in through wp-login.php once the test captcha is answered', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page, site.url);
  await page.goto(`${site.url}/wp-login.php`);
  const submit = page.locator('#loginform #wp-submit');
  const box = page.locator('#loginform .yomu-test-captcha__box');
  await box.waitFor({ state: 'visible' });
  await page.fill('#user_login', state.login);
  await page.fill('#user_pass', PASSWORD);
  expect(await submit.isDisabled()).toBe(true);
  await screenshot(page, 'login-captcha-unanswered');

  // Answered, then expired after the widget's 4 s lifetime.
  await box.check();
  expect(await submit.isEnabled()).toBe(true);
  await expect.poll(() => submit.isDisabled(), { timeout: 30000 }).toBe(true);
  expect(await box.isChecked()).toBe(false);

  // The next page's answer lives long enough for a loaded machine to sign in with it (the expiry is tested above).
  fixture('captcha_use_test_provider', { seconds: 120 });
  // A forged submit without an answer (the button is disabled, so through the form itself) is refused.
  await page.evaluate(() => (document.getElementById('loginform') as HTMLFormElement).submit());
  await page.locator('#login_error').waitFor(WAIT);
  expect(await page.locator('#login_error').innerText()).toContain('Lütfen doğrulamayı tamamlayın.');
  expect((await page.context().cookies()).some((c) => c.name.startsWith('wordpress_logged_in_'))).toBe(false);

  // The page after the refusal has the widget again; a fresh answer signs in.
  await page.fill('#user_login', state.login);
  await page.fill('#user_pass', PASSWORD);
  expect(await submit.isDisabled()).toBe(true);
  await box.check();
  await screenshot(page, 'login-captcha-answered');
  await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php'), WAIT), submit.click()]);
  expect((await page.context().cookies()).some((c) => c.name.startsWith('wordpress_logged_in_'))).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
}, 120000);
