// The account modals in Chromium at phone and desktop widths: validation messages in order, sign up,
// sign in (user section reloaded), the reset link from the mail, and the no-JS fallback.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPhoneMenu, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

let browser: Browser;
let canRegister: unknown = '0';
const logins: string[] = [];

beforeAll(async () => {
  browser = await launch();
  canRegister = fixture('get_option', { name: 'users_can_register' });
  fixture('set_option', { name: 'users_can_register', value: 1 });
});

afterAll(async () => {
  await browser?.close();
  fixture('account_delete_users_by_login', { logins });
  fixture('set_option', { name: 'users_can_register', value: Number(canRegister) });
});

async function openLogin(page: Page): Promise<void> {
  // On phones the sign-in link lives in the off-canvas menu.
  if ((await page.locator('.c-sub-header-nav [data-yomu-modal="form-login"]:visible').count()) === 0) {
    await openPhoneMenu(page);
  }
  await page.locator('[data-yomu-modal="form-login"]:visible').first().click();
  await page.locator('#form-login').waitFor({ state: 'visible' });
}

const message = (page: Page, modal: string) => page.locator(`#${modal} p.message`);

function mailsTo(email: string): Array<{ message: string }> {
  const file = path.join(site.dir, 'wp-content', 'mail.log');
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; message: string })
    .filter((mail) => mail.to === email);
}

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('account modals ($name)', ({ name, width, height }) => {
  const login = `e2e${name}${Date.now().toString(36)}`;
  const email = `${login}@example.com`;
  const password = 'Çok-gizli-şifre-1';
  logins.push(login);

  it('validates in order, signs up, then signs in and reloads the user section', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await page.goto(`${site.url}/`);
    await openLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('log');

    // Login checks: username, then password.
    await page.locator('#loginform button[type="submit"]').click();
    expect(await message(page, 'form-login').innerText()).toBe('Lütfen kullanıcı adınızı girin');
    await page.fill('#log', 'someone');
    await page.locator('#loginform button[type="submit"]').click();
    expect(await message(page, 'form-login').innerText()).toBe('Lütfen şifrenizi girin');
    await screenshot(page, `account-login-error-${name}`);

    // Escape closes; the switch link opens sign-up after 500 ms.
    await page.keyboard.press('Escape');
    await page.locator('#form-login').waitFor({ state: 'hidden' });
    await openLogin(page);
    const started = Date.now();
    await page.locator('#form-login [data-yomu-switch="form-sign-up"]').click();
    await page.locator('#form-sign-up').waitFor({ state: 'visible' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);

    const submit = page.locator('#registerform button[type="submit"]');
    await submit.click();
    expect(await message(page, 'form-sign-up').innerText()).toBe('Kullanıcı adı boş olamaz');
    await page.fill('#user_sign-up', login);
    await submit.click();
    expect(await message(page, 'form-sign-up').innerText()).toBe('E-posta boş olamaz');
    await page.fill('#email_sign-up', email);
    await submit.click();
    expect(await message(page, 'form-sign-up').innerText()).toBe('Şifre boş olamaz');
    await page.fill('#pass_sign-up', 'short');
    await submit.click();
    await expect.poll(() => message(page, 'form-sign-up').innerText()).toBe('Şifre 12 karakterden az olamaz');
    await page.fill('#pass_sign-up', password);
    await submit.click();
    await expect.poll(() => message(page, 'form-sign-up').innerText()).toBe('Kayıt başarılı! Artık giriş yapabilirsiniz.');
    expect(await page.locator('#registerform').count()).toBe(0);
    await screenshot(page, `account-signed-up-${name}`);

    // Wrong password: the server's message; then the right one signs in and the header shows the user.
    await page.keyboard.press('Escape');
    await openLogin(page);
    await page.fill('#log', login);
    await page.fill('#pwd', 'wrong password');
    await page.locator('#loginform button[type="submit"]').click();
    await expect.poll(() => message(page, 'form-login').innerText()).toBe('Geçersiz kullanıcı adı veya şifre');
    await page.fill('#pwd', password);
    await page.locator('#loginform button[type="submit"]').click();
    await page.locator('#form-login').waitFor({ state: 'hidden' });
    await page.locator('.c-sub-header-nav .c-user_name').waitFor({ state: 'attached' });
    expect(await page.locator('.c-sub-header-nav .c-user_name').innerText()).toBe(login);
    expect(await page.evaluate(() => sessionStorage.getItem('yomu-token'))).toMatch(/^[\w-]+\.[\w-]+$/);
    await screenshot(page, `account-signed-in-${name}`);
    fixture('account_clear_login_limits', { logins: [login] });
    expect(errors.filter((e) => !/status of 40[013]/.test(e))).toEqual([]);
    await page.close();
  });

  it('requests a reset, and the mailed link opens the reset form that sets a new password', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await page.goto(`${site.url}/`);
    await openLogin(page);
    await page.locator('#form-login [data-yomu-switch="form-reset"]').click();
    await page.locator('#form-reset').waitFor({ state: 'visible' });
    await page.locator('#resetform button[type="submit"]').click();
    expect(await message(page, 'form-reset').innerText()).toBe('Kullanıcı adı veya e-posta boş olamaz');
    await page.fill('#user_reset', email);
    await page.locator('#resetform button[type="submit"]').click();
    await expect.poll(() => message(page, 'form-reset').innerText()).toContain('Eşleşen bir hesap varsa');
    expect(await page.locator('#resetform').isHidden()).toBe(true);
    await screenshot(page, `account-reset-sent-${name}`);

    const mail = mailsTo(email).at(-1)?.message ?? '';
    const link = /(https?:\/\/\S+\?action=rp&key=\S+)/.exec(mail)?.[1] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await page.locator('#form-reset-password').waitFor({ state: 'visible' });
    expect(page.url()).not.toContain('key=');
    const submit = page.locator('#resetpasswordform button[type="submit"]');
    await submit.click();
    expect(await message(page, 'form-reset-password').innerText()).toBe('Lütfen tüm şifre alanlarını doldurun.');
    await page.fill('#pass_1', '🔑'.repeat(11));
    await page.fill('#pass_2', '🔑'.repeat(11));
    await submit.click();
    expect(await message(page, 'form-reset-password').innerText()).toBe('Şifre 12 karakterden az olamaz');
    const fresh = 'Yeni 🔑 şifre güçlü';
    await page.fill('#pass_1', fresh);
    await page.fill('#pass_2', `${fresh}x`);
    await submit.click();
    expect(await message(page, 'form-reset-password').innerText()).toBe('Şifreler eşleşmiyor. Lütfen tekrar deneyin.');
    await page.fill('#pass_2', fresh);
    await submit.click();
    await expect.poll(() => message(page, 'form-reset-password').innerText()).toBe('Şifreniz sıfırlandı. Artık giriş yapabilirsiniz.');
    expect(await page.locator('#resetpasswordform input[type="password"]').count()).toBe(0);
    await screenshot(page, `account-reset-done-${name}`);
    await page.locator('#resetpasswordform').waitFor({ state: 'detached', timeout: 7000 });
    expect(fixture('account_password_matches', { login, password: fresh })).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('loaded when a reader reaches for it', () => {
  it("fetches none of the modals' code with the page, and a first click on Giriş yap before it arrives opens the modal", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    const fetched: string[] = [];
    page.on('request', (request) => void (/\/account-modals-[\w-]+\.js$/.test(request.url()) && fetched.push(request.url())));
    // The code is held on the wire until the click has happened, so the click surely comes first.
    let clicked = () => {};
    const click = new Promise<void>((resolve) => (clicked = resolve));
    await page.route(/\/account-modals-[\w-]+\.js$/, async (route) => {
      await click;
      await route.continue();
    });
    await page.goto(`${site.url}/`);
    // Past the point where an idle island loads (the browser's first idle moment): still nothing.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(fetched).toEqual([]);

    const link = page.locator('.c-sub-header-nav [data-yomu-modal="form-login"]');
    await link.hover();
    await expect.poll(() => fetched.length).toBe(1);
    await link.click();
    clicked();
    await page.getByRole('dialog', { name: 'Giriş Yap' }).waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('log');
    expect(page.url()).toBe(`${site.url}/`);
    // Closed, the focus goes back to the link that opened it.
    await page.keyboard.press('Escape');
    await page.locator('#form-login').waitFor({ state: 'hidden' });
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the modal for a click that came before the code that listens for it, rather than leaving for wp-login.php', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    // The loader's interaction code is held on the wire until the reader has clicked (a slow connection).
    let clicked = () => {};
    const click = new Promise<void>((resolve) => (clicked = resolve));
    await page.route(/\/wake-[\w-]+\.js$/, async (route) => {
      await click;
      await route.continue();
    });
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    await page.locator('.c-sub-header-nav [data-yomu-modal="form-login"]').click();
    clicked();
    await page.getByRole('dialog', { name: 'Giriş Yap' }).waitFor({ state: 'visible' });
    expect(page.url()).toBe(`${site.url}/`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('without JavaScript', () => {
  it('the header sign-in link goes to wp-login.php', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    const link = page.locator('.c-sub-header-nav [data-yomu-modal="form-login"]');
    expect(await link.getAttribute('href')).toContain('/wp-login.php');
    expect(await page.locator('#form-login').isHidden()).toBe(true);
    await context.close();
  });
});
