import { describe, expect, it } from 'vitest';
import { modalsHtml } from './modals.fixture';
import { captchaOf, readModals } from './read-modals';

function read(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return readModals(root);
}

describe('reading the server modals', () => {
  it('reads each modal, its form parts in order and its switch links', () => {
    const modals = read(modalsHtml({ captcha: 6 }));
    expect(modals.map((modal) => modal.id)).toEqual(['form-login', 'form-sign-up', 'form-reset', 'form-reset-password']);
    const [login] = modals;
    expect(login).toMatchObject({ title: 'Giriş Yap', closeLabel: 'Kapat', open: false, messageClass: 'message login' });
    expect(login.form).toMatchObject({ id: 'loginform', name: 'loginform', action: '/wp-login.php' });
    expect(login.form.parts.map((part) => part.kind)).toEqual(['field', 'field', 'remember', 'hidden', 'captcha', 'submit']);
    expect(login.form.parts[0]).toEqual({ kind: 'field', type: 'text', name: 'log', label: 'Kullanıcı adı veya e-posta adresi', autocomplete: 'username' });
    expect(login.form.parts[2]).toEqual({ kind: 'remember', id: 'rememberme', name: 'rememberme', value: 'forever', label: 'Beni hatırla' });
    expect(captchaOf(login.form.parts)).toEqual({ provider: 'test', field: 'yomu-test-captcha-response', sitekey: '', expires: 6, label: 'Robot değilim' });
    expect(login.links).toEqual([
      { href: '/wp-login.php?action=lostpassword', target: 'form-reset', label: 'Şifrenizi mi unuttunuz?' },
      { href: '/wp-login.php?action=register', target: 'form-sign-up', label: 'Kayıt Ol' },
    ]);
  });

  it('reads the reset link fields and the open flag', () => {
    const resetPassword = read(modalsHtml({ reset: { login: 'ayse', key: 'k3y' } }))[3];
    expect(resetPassword.open).toBe(true);
    expect(resetPassword.links).toEqual([]);
    expect(resetPassword.form.parts.filter((part) => part.kind === 'hidden')).toEqual([
      { kind: 'hidden', name: 'user', value: 'ayse' },
      { kind: 'hidden', name: 'key', value: 'k3y' },
    ]);
    expect(captchaOf(resetPassword.form.parts)).toBeNull();
  });
});
