// The server's account modals (plugin Account\Modals::render(), Turkish, sign-ups open; checked against the real
// PHP by tests/integration/markup-fixtures.test.ts) for the tests, with the test captcha on the
// forms it protects when `captcha` is set.

const frame = (id: string, title: string, body: string, open = false) =>
  `<div class="modal yomu-modal" id="${id}" role="dialog" aria-modal="true" aria-labelledby="${id}-title" tabindex="-1" hidden${open ? ' data-open="1"' : ''}>` +
  '<div class="modal-dialog"><div class="modal-content">' +
  '<button type="button" class="close" data-dismiss="modal" aria-label="Kapat"><span aria-hidden="true">&times;</span></button>' +
  `<div class="modal-body"><h2 class="modal-title" id="${id}-title">${title}</h2>${body}</div>` +
  '</div></div></div>';

const field = (type: string, name: string, label: string, autocomplete: string) =>
  `<p class="form-field"><label for="${name}">${label}</label><input type="${type}" name="${name}" id="${name}" class="input" autocomplete="${autocomplete}"></p>`;

const captchaWidget = (expires: number) =>
  `<div class="yomu-captcha" data-captcha data-expires="${expires}" data-provider="test" data-field="yomu-test-captcha-response">` +
  '<label class="yomu-test-captcha"><input type="checkbox" class="yomu-test-captcha__box"> Robot değilim</label>' +
  '<input type="hidden" name="yomu-test-captcha-response" value=""></div>';

const submit = (label: string, captcha: number) => (captcha ? captchaWidget(captcha) : '') + `<p class="submit"><button type="submit" class="button wp-submit">${label}</button></p>`;

const link = (target: string, href: string, label: string) => `<a href="${href}" data-yomu-switch="${target}">${label}</a>`;

export interface FixtureOptions {
  /** Test captcha lifetime in seconds; 0 for no captcha. */
  captcha?: number;
  /** The page came from a mailed reset link. */
  reset?: { login: string; key: string };
}

export function modalsHtml({ captcha = 0, reset }: FixtureOptions = {}): string {
  const login =
    '<p class="message login" role="alert" aria-live="assertive"></p>' +
    '<form name="loginform" id="loginform" method="post" action="/wp-login.php" novalidate>' +
    field('text', 'log', 'Kullanıcı adı veya e-posta adresi', 'username') +
    field('password', 'pwd', 'Şifre', 'current-password') +
    '<p class="forgetmenot"><label><input name="rememberme" type="checkbox" id="rememberme" value="forever"> Beni hatırla</label></p>' +
    '<input type="hidden" name="bookmarking" value="0">' +
    submit('Giriş yap', captcha) +
    '</form><p class="nav-links">' +
    link('form-reset', '/wp-login.php?action=lostpassword', 'Şifrenizi mi unuttunuz?') +
    ' ' +
    link('form-sign-up', '/wp-login.php?action=register', 'Kayıt Ol') +
    '</p>';
  const signUp =
    '<p class="message register" role="alert" aria-live="assertive"></p>' +
    '<form name="registerform" id="registerform" method="post" action="/wp-login.php?action=register" novalidate>' +
    field('text', 'user_sign-up', 'Kullanıcı adı', 'username') +
    field('email', 'email_sign-up', 'E-posta adresi', 'email') +
    field('password', 'pass_sign-up', 'Şifre (en az 12 karakter)', 'new-password') +
    submit('Kayıt ol', captcha) +
    '</form><p class="nav-links">' +
    link('form-login', '/wp-login.php', 'Hesabınız var mı? Giriş yapın') +
    '</p>';
  const resetRequest =
    '<p class="message reset" role="alert" aria-live="assertive"></p>' +
    '<form name="resetform" id="resetform" method="post" action="/wp-login.php?action=lostpassword" novalidate>' +
    field('text', 'user_reset', 'Kullanıcı adı veya e-posta adresi', 'username') +
    submit('Yeni şifre al', captcha) +
    '</form><p class="nav-links">' +
    link('form-login', '/wp-login.php', 'Girişe dön') +
    '</p>';
  const resetPassword =
    '<p class="message resetpass" role="alert" aria-live="assertive"></p>' +
    '<form name="resetpasswordform" id="resetpasswordform" method="post" action="/wp-login.php?action=lostpassword" novalidate>' +
    field('password', 'pass_1', 'Yeni şifre (en az 12 karakter)', 'new-password') +
    field('password', 'pass_2', 'Yeni şifreyi tekrarlayın', 'new-password') +
    `<input type="hidden" name="user" value="${reset?.login ?? ''}">` +
    `<input type="hidden" name="key" value="${reset?.key ?? ''}">` +
    submit('Şifreyi sıfırla', 0) +
    '</form>';
  return (
    frame('form-login', 'Giriş Yap', login) +
    frame('form-sign-up', 'Kayıt Ol', signUp) +
    frame('form-reset', 'Şifrenizi mi unuttunuz?', resetRequest) +
    frame('form-reset-password', 'Şifrenizi sıfırlayın', resetPassword, !!reset)
  );
}

export const config = {
  nonce: 'n0nce',
  messages: {
    username_empty: 'Kullanıcı adı boş olamaz',
    email_empty: 'E-posta boş olamaz',
    password_empty: 'Şifre boş olamaz',
    login_username: 'Lütfen kullanıcı adınızı girin',
    login_password: 'Lütfen şifrenizi girin',
    login_failed: 'Geçersiz kullanıcı adı veya şifre',
    reset_empty: 'Kullanıcı adı veya e-posta boş olamaz',
    passwords_empty: 'Lütfen tüm şifre alanlarını doldurun.',
    password_short: 'Şifre 12 karakterden az olamaz',
    passwords_mismatch: 'Şifreler eşleşmiyor.',
    server_error: 'Sunucu hatası!',
    captcha_failed: 'Doğrulama yüklenemedi.',
  },
};
