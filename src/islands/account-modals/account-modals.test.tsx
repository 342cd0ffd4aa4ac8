import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch, type StubbedCall } from '../../test-support/islands';
import { markupOf } from '../../test-support/markup';
import { mount } from './index';
import { config, type FixtureOptions, modalsHtml } from './modals.fixture';
import { SWITCH_DELAY } from './modals-state';
import { RESET_PASSWORD_FORM_REMOVED_AFTER } from './reset-password-form';
import { RESET_FORM_RETURNS_AFTER } from './reset-request-form';

const header = '<div class="c-sub-header-nav"><div class="c-modal_item"><a href="/wp-login.php" data-yomu-modal="form-login">Giriş</a></div></div>';

async function setup(options: FixtureOptions = {}) {
  document.body.insertAdjacentHTML('afterbegin', header);
  return mountIsland(mount, modalsHtml(options), config, 'account-modals');
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
/** A field of the open modal, by its label. */
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label);
/** Fake setTimeout that also follows real time, so Testing Library's own waits go on. */
const followTime = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
const message = (id: string) => document.querySelector(`#${id} p.message`)!;
const submitOf = (form: string) => document.querySelector<HTMLButtonElement>(`#${form} button[type="submit"]`)!;

function answers(map: Record<string, (call: StubbedCall) => unknown>) {
  return stubFetch((call) => {
    const answer = map[call.fields.action];
    if (!answer) throw new Error(`unexpected call ${call.fields.action}`);
    return answer(call) as never;
  });
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.body.className = '';
});

describe('account modals', () => {
  it('renders the server modals as the enhanced page showed them, all closed', async () => {
    const element = await setup({ captcha: 6 });
    // As before React: the server's markup, with the submit buttons of captcha forms disabled until answered.
    const enhanced = document.createElement('div');
    enhanced.innerHTML = modalsHtml({ captcha: 6 });
    enhanced.querySelectorAll('form:has([data-captcha]) button[type="submit"]').forEach((button) => button.setAttribute('disabled', ''));
    expect(markupOf(element.querySelector('.island-root')!)).toBe(markupOf(enhanced));
    expect(element.dataset.mounted).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from a header link with focus on the first field, keeps Tab inside, and Escape gives focus back', async () => {
    const user = userEvent.setup();
    await setup();
    const link = screen.getByRole('link', { name: 'Giriş' });
    await user.click(link);
    const login = dialog('Giriş Yap');
    expect(login.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(field('Kullanıcı adı veya e-posta adresi'));
    expect(document.body.classList.contains('modal-open')).toBe(true);

    screen.getByRole('link', { name: 'Kayıt Ol' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kapat' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Kayıt Ol' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(document.body.classList.contains('modal-open')).toBe(false);
  });

  it('closes from the close button and from the backdrop, not from a click inside', async () => {
    const user = userEvent.setup();
    await setup();
    await user.click(screen.getByRole('link', { name: 'Giriş' }));
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Giriş' }));
    await user.click(screen.getByRole('heading', { name: 'Giriş Yap' }));
    expect(dialog('Giriş Yap')).toBeTruthy();
    await user.click(dialog('Giriş Yap'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches to another modal after 500 ms', async () => {
    await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('link', { name: 'Giriş' }));
    fireEvent.click(screen.getByRole('link', { name: 'Şifrenizi mi unuttunuz?' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(SWITCH_DELAY - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog('Şifrenizi mi unuttunuz?')).toBeTruthy();
    expect(document.activeElement).toBe(field('Kullanıcı adı veya e-posta adresi'));
  });

  it('checks the login fields in order, then shows the server refusal', async () => {
    const user = userEvent.setup();
    const calls = answers({ wp_manga_signin: () => ({ status: 401, body: JSON.stringify({ success: false, data: 'Yanlış <b>şifre</b>' }) }) });
    await setup();
    await user.click(screen.getByRole('link', { name: 'Giriş' }));
    await user.click(submitOf('loginform'));
    expect(message('form-login').textContent).toBe('Lütfen kullanıcı adınızı girin');
    expect(message('form-login').className).toBe('message login error');
    await user.type(field('Kullanıcı adı veya e-posta adresi'), 'ayse');
    await user.click(submitOf('loginform'));
    expect(message('form-login').textContent).toBe('Lütfen şifrenizi girin');
    expect(calls).toHaveLength(0);

    await user.type(field('Şifre'), 'yanlış');
    await user.click(submitOf('loginform'));
    await waitFor(() => expect(message('form-login').textContent).toBe('Yanlış şifre'));
    expect(calls[0].fields).toEqual({ login: 'ayse', pass: 'yanlış', rememberme: '', nonce: 'n0nce', action: 'wp_manga_signin' });
    expect(field('Kullanıcı adı veya e-posta adresi')).toHaveProperty('value', 'ayse');
  });

  it('alerts the server error when the sign-in cannot be sent', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await setup();
    await user.click(screen.getByRole('link', { name: 'Giriş' }));
    await user.type(field('Kullanıcı adı veya e-posta adresi'), 'ayse');
    await user.type(field('Şifre'), 'şifre');
    await user.click(submitOf('loginform'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Sunucu hatası!'));
    expect(document.querySelector('#loginform')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('signs in: keeps the token, closes, reloads the user section and announces the new nonces', async () => {
    const user = userEvent.setup();
    const calls = answers({
      wp_manga_signin: () => ({ success: true, data: { id: 7, token: 'abc.def' } }),
      'wp-manga-get-user-section': () => ({ success: true, data: { main: '<div class="c-modal_item"><span class="c-user_name">ayse</span></div>', nonces: { bookmark: 'b2' } } }),
    });
    const signedIn = vi.fn();
    document.addEventListener('yomu:signed-in', signedIn);
    await setup();
    await user.click(screen.getByRole('link', { name: 'Giriş' }));
    await user.type(field('Kullanıcı adı veya e-posta adresi'), 'ayse');
    await user.type(field('Şifre'), 'doğru şifre');
    await user.click(field('Beni hatırla'));
    await user.click(submitOf('loginform'));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    document.removeEventListener('yomu:signed-in', signedIn);

    expect((signedIn.mock.calls[0][0] as CustomEvent).detail).toEqual({ nonces: { bookmark: 'b2' } });
    expect(calls[0].fields.rememberme).toBe('forever');
    expect(sessionStorage.getItem('yomu-token')).toBe('abc.def');
    expect(document.body.classList.contains('logged-in')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.c-sub-header-nav .c-user_name')?.textContent).toBe('ayse');

    // Signed in: the login form sends nothing more.
    await user.click(document.querySelector<HTMLElement>('[data-yomu-modal]') ?? document.body);
    submitOf('loginform').form!.requestSubmit();
    expect(calls).toHaveLength(2);
  });

  it('a guest bookmark asks for login with bookmarking = 1, and the bookmark runs again after sign-in', async () => {
    const user = userEvent.setup();
    answers({
      wp_manga_signin: () => ({ success: true, data: { id: 7 } }),
      'wp-manga-get-user-section': () => ({ success: true, data: { main: '<div class="c-modal_item">ayse</div>' } }),
    });
    document.body.insertAdjacentHTML('beforeend', '<a href="#" class="wp-manga-action-button" data-action="bookmark">Yer imi</a>');
    const bookmark = document.querySelector<HTMLElement>('[data-action="bookmark"]')!;
    const clicked = vi.fn((event: Event) => event.preventDefault());
    bookmark.addEventListener('click', clicked);
    await setup();

    act(() => void document.dispatchEvent(new CustomEvent('yomu:require-login', { detail: { bookmarking: true } })));
    expect(dialog('Giriş Yap')).toBeTruthy();
    const flag = document.querySelector<HTMLInputElement>('#loginform input[name="bookmarking"]')!;
    expect(flag.value).toBe('1');
    await user.type(field('Kullanıcı adı veya e-posta adresi'), 'ayse');
    await user.type(field('Şifre'), 'doğru şifre');
    await user.click(submitOf('loginform'));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(flag.value).toBe('0');
  });

  it('signs up: checks in order, then removes the form and shows the server message', async () => {
    const user = userEvent.setup();
    const calls = answers({ wp_manga_signup: () => ({ success: true, data: 'Kayıt başarılı!' }) });
    await setup();
    await user.click(screen.getByRole('link', { name: 'Giriş' }));
    await user.click(screen.getByRole('link', { name: 'Kayıt Ol' }));
    await screen.findByRole('dialog', { name: 'Kayıt Ol' });
    const submit = submitOf('registerform');
    await user.click(submit);
    expect(message('form-sign-up').textContent).toBe('Kullanıcı adı boş olamaz');
    await user.type(field('Kullanıcı adı'), 'ayse');
    await user.click(submit);
    expect(message('form-sign-up').textContent).toBe('E-posta boş olamaz');
    await user.type(field('E-posta adresi'), 'ayse@example.com');
    await user.click(submit);
    expect(message('form-sign-up').textContent).toBe('Şifre boş olamaz');
    await user.type(field('Şifre (en az 12 karakter)'), 'uzun bir şifre');
    await user.click(submit);
    await waitFor(() => expect(message('form-sign-up').textContent).toBe('Kayıt başarılı!'));
    expect(message('form-sign-up').className).toBe('message register success');
    expect(document.querySelector('#registerform')).toBeNull();
    expect(calls[0].fields).toMatchObject({ user_login: 'ayse', user_email: 'ayse@example.com', user_pass: 'uzun bir şifre', nonce: 'n0nce' });
  });

  it('reset request: the message replaces the form, which comes back empty after 10 s', async () => {
    followTime();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = answers({ wp_manga_reset: () => ({ success: true, data: 'Bağlantı gönderildi.' }) });
    await setup();
    await user.click(screen.getByRole('link', { name: 'Giriş' }));
    await user.click(screen.getByRole('link', { name: 'Şifrenizi mi unuttunuz?' }));
    act(() => vi.advanceTimersByTime(SWITCH_DELAY));
    await user.click(submitOf('resetform'));
    expect(message('form-reset').textContent).toBe('Kullanıcı adı veya e-posta boş olamaz');
    await user.type(field('Kullanıcı adı veya e-posta adresi'), 'ayse');
    await user.click(submitOf('resetform'));
    await waitFor(() => expect(message('form-reset').textContent).toBe('Bağlantı gönderildi.'));
    expect(calls[0].fields).toMatchObject({ user: 'ayse', nonce: 'n0nce' });
    expect(document.querySelector<HTMLFormElement>('#resetform')!.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(RESET_FORM_RETURNS_AFTER));
    expect(document.querySelector<HTMLFormElement>('#resetform')!.hidden).toBe(false);
    expect(field('Kullanıcı adı veya e-posta adresi')).toHaveProperty('value', '');
    expect(message('form-reset').textContent).toBe('');
  });

  it('opens the reset password modal from the mailed link, forgets the key, and sets the password', async () => {
    window.history.replaceState(null, '', '/?action=rp&key=k3y&login=ayse&x=1');
    const user = userEvent.setup();
    const calls = answers({ wp_manga_reset_password: () => ({ success: true, data: { message: 'Şifreniz sıfırlandı.' } }) });
    await setup({ reset: { login: 'ayse', key: 'k3y' } });
    expect(dialog('Şifrenizi sıfırlayın')).toBeTruthy();
    expect(document.activeElement).toBe(field('Yeni şifre (en az 12 karakter)'));
    expect(window.location.search).toBe('?x=1');

    const submit = submitOf('resetpasswordform');
    await user.click(submit);
    expect(message('form-reset-password').textContent).toBe('Lütfen tüm şifre alanlarını doldurun.');
    await user.type(field('Yeni şifre (en az 12 karakter)'), '🔑'.repeat(11));
    await user.type(field('Yeni şifreyi tekrarlayın'), '🔑'.repeat(11));
    await user.click(submit);
    expect(message('form-reset-password').textContent).toBe('Şifre 12 karakterden az olamaz');
    await user.type(field('Yeni şifre (en az 12 karakter)'), 'x');
    await user.click(submit);
    expect(message('form-reset-password').textContent).toBe('Şifreler eşleşmiyor.');
    await user.type(field('Yeni şifreyi tekrarlayın'), 'x');

    followTime();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(submit);
    await waitFor(() => expect(message('form-reset-password').textContent).toBe('Şifreniz sıfırlandı.'));
    expect(calls[0].fields).toMatchObject({ user: 'ayse', key: 'k3y', new_password: btoa(unescape(encodeURIComponent(`${'🔑'.repeat(11)}x`))) });
    expect(document.querySelectorAll('#resetpasswordform input')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(RESET_PASSWORD_FORM_REMOVED_AFTER));
    expect(document.querySelector('#resetpasswordform')).toBeNull();
  });
});

describe('account modals with a captcha', () => {
  it('keeps submit disabled until answered, and again on expiry, failure and a refused sign-in', async () => {
    const user = userEvent.setup();
    const calls = answers({ wp_manga_signin: () => ({ status: 401, body: JSON.stringify({ success: false, data: 'Geçersiz' }) }) });
    await setup({ captcha: 2 });
    await user.click(screen.getByRole('link', { name: 'Giriş' }));
    const box = screen.getByRole('checkbox', { name: 'Robot değilim' });
    const submit = submitOf('loginform');
    expect(submit.disabled).toBe(true);

    followTime();
    const timed = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await timed.click(box);
    expect(submit.disabled).toBe(false);
    expect(box.closest('[data-captcha]')?.classList.contains('is-solved')).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(box).toHaveProperty('checked', false);
    expect(submit.disabled).toBe(true);

    await timed.click(box);
    act(() => void box.closest('[data-captcha]')!.dispatchEvent(new CustomEvent('yomu-test-captcha:error')));
    expect(submit.disabled).toBe(true);
    vi.useRealTimers();

    await user.type(field('Kullanıcı adı veya e-posta adresi'), 'ayse');
    await user.type(field('Şifre'), 'yanlış');
    await user.click(box);
    const answer = document.querySelector<HTMLInputElement>('input[name="yomu-test-captcha-response"]')!.value;
    expect(answer).toMatch(/^pass-[0-9a-f]{16}$/);
    await user.click(submit);
    await waitFor(() => expect(message('form-login').textContent).toBe('Geçersiz'));
    expect(calls[0].fields['yomu-test-captcha-response']).toBe(answer);
    expect(box).toHaveProperty('checked', false);
    expect(submit.disabled).toBe(true);
  });
});
