// The server's account page (plugin Account\LibraryView::render()), in Turkish, for the tests. The integration test
// tests/integration/markup-account.test.ts renders the real one and compares: the defaults below are the unit tests'
// site, the real site passes its own ids, addresses and nonces.

export interface AccountManga {
  id: number;
  title: string;
  url: string;
  /** The bookmarked chapter's link, or none. */
  chapter?: { url: string; name: string };
  /** New chapters not read yet (plugin Alerts\Display), newest first. */
  unread?: Array<{ url: string; name: string }>;
}

export interface AccountSite {
  /** The account page's address ("?tab=" is added to it). */
  page: string;
  /** admin-post.php's address. */
  adminPost: string;
  /** The request the page answers, which WordPress writes into the forms' _wp_http_referer. */
  referer: string;
  user: number;
  displayName: string;
  email: string;
  /** The avatar image as WordPress prints it (get_avatar()). */
  avatar: string;
  nonces: { bookmarks: string; history: string; avatar: string; settings: string; alerts: string };
  /** The new-chapter e-mails chosen: '', 'instant' or 'daily'. */
  alertsEmail?: string;
  /** The bookmarked manga, in the order the table lists them. */
  bookmarks: AccountManga[];
  /** The history, newest first. */
  history: AccountManga[];
}

const manga = (id: number, title: string, chapter?: AccountManga['chapter']): AccountManga => ({ id, title, url: `/manga/m${id}/`, chapter });

export const UNIT_SITE: AccountSite = {
  page: '/user-settings/',
  adminPost: '/wp-admin/admin-post.php',
  referer: '/user-settings/',
  user: 5,
  displayName: 'Ayşe',
  email: 'ayse@example.com',
  avatar: '<img alt="" src="/avatar-old.png" class="avatar avatar-195 photo" height="195" width="195">',
  nonces: { bookmarks: 'fn', history: 'hn', avatar: 'an', settings: 'sn', alerts: 'en' },
  bookmarks: [
    manga(1, 'Alfa &lt;b&gt;', { url: '/manga/m1/bolum-2/', name: 'Bölüm 2' }),
    { ...manga(2, 'Beta'), unread: [{ url: '/manga/m2/bolum-5/', name: 'Bölüm 5' }, { url: '/manga/m2/bolum-4/', name: 'Bölüm 4' }] },
    manga(3, 'Gama'),
  ],
  history: [manga(2, 'Beta', { url: '/manga/m2/bolum-1/', name: 'Bölüm 1' }), manga(1, 'Alfa', { url: '/manga/m1/bolum-1/', name: 'Bölüm 1' })],
};

const TABS = [
  ['bookmark', 'Yer imleri'],
  ['history', 'Geçmiş'],
  ['account-settings', 'Hesap ayarları'],
  ['reader-settings', 'Okuyucu ayarları'],
];

const tabs = (site: AccountSite, current: string) =>
  '<nav class="yomu-account__tabs" aria-label="Hesap bölümleri"><ul>' +
  TABS.map(([tab, label]) => `<li><a href="${site.page}?tab=${tab}"${tab === current ? ' aria-current="page" class="active"' : ''}>${label}</a></li>`).join('') +
  '</ul></nav>';

const panel = (site: AccountSite, tab: string, html: string) => `${tabs(site, tab)}<div class="yomu-account__panel tab-pane active" id="${tab}">${html}</div>`;

const chapterLink = (m: AccountManga) => (m.chapter ? `<a href="${m.chapter.url}">${m.chapter.name}</a>` : '');

const nonceFields = (site: AccountSite, nonce: string) =>
  `<input type="hidden" id="_wpnonce" name="_wpnonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="${site.referer}">`;

const unread = (m: AccountManga) =>
  m.unread?.length
    ? `<span class="c-notifications"><span aria-hidden="true">${m.unread.length}</span><span class="screen-reader-text">${m.unread.length} yeni bölüm</span></span>` +
      `<div class="chapter unread"><span>Okunmamış bölümler:</span>${m.unread.map((c) => `<a href="${c.url}">${c.name}</a>`).join('')}</div>`
    : '';

const row = (m: AccountManga) =>
  `<tr id="manga-item-${m.id}"${m.unread?.length ? ' class="unread"' : ''}><td class="check-box"><input type="checkbox" class="bookmark-checkbox" name="bookmark[]" value="${m.id}" aria-label="${m.title} seç"></td>` +
  `<td class="bookmark-title"><a href="${m.url}">${m.title}</a>${unread(m)}</td><td class="bookmark-chapter">${chapterLink(m)}</td>` +
  `<td class="action"><button type="submit" class="wp-manga-delete-bookmark" name="delete_one" value="${m.id}" data-post-id="${m.id}">Sil</button></td></tr>`;

export const bookmarksPage = (site: AccountSite = UNIT_SITE) =>
  panel(
    site,
    'bookmark',
    `<form class="yomu-bookmarks" method="post" action="${site.adminPost}"><input type="hidden" name="action" value="yomu_bookmark_bulk">` +
      nonceFields(site, site.nonces.bookmarks) +
      '<table class="table list-bookmark"><thead><tr><th class="check-box"><input type="checkbox" id="wp-manga-bookmark-checkall" aria-label="Tümünü seç"></th>' +
      '<th>Manga</th><th class="bookmark-chapter">Bölüm</th><th><span class="screen-reader-text">İşlemler</span></th></tr></thead><tbody>' +
      site.bookmarks.map(row).join('') +
      '</tbody></table><button type="submit" id="delete-bookmark-manga" class="button">Seçilenleri sil</button></form>',
  );

const item = (site: AccountSite, m: AccountManga) =>
  `<li class="history-item" id="history-item-${m.id}"><a class="history-title" href="${m.url}">${m.title}</a> <span class="history-chapter">${chapterLink(m)}</span>` +
  `<form method="post" action="${site.adminPost}" class="history-remove"><input type="hidden" name="action" value="yomu_history_remove"><input type="hidden" name="postID" value="${m.id}">` +
  `<input type="hidden" name="nonce" value="${site.nonces.history}"><button type="submit" class="remove-manga-history" data-post-id="${m.id}" aria-label="${m.title} geçmişten kaldır">Kaldır</button></form></li>`;

export const historyPage = (site: AccountSite = UNIT_SITE) => panel(site, 'history', `<ul class="yomu-history">${site.history.map((m) => item(site, m)).join('')}</ul>`);

/** The avatar field's label. */
export const AVATAR_LABEL = 'Bir görsel seçin (JPEG, PNG ya da GIF; en az 200 × 200 piksel, en çok 2 MB)';

const SETTINGS_FIELDS: Array<[type: string, name: string, label: string, value: (site: AccountSite) => string, autocomplete: string]> = [
  ['text', 'display_name', 'Görünen ad', (site) => site.displayName, 'nickname'],
  ['email', 'user_email', 'E-posta adresi', (site) => site.email, 'email'],
  ['password', 'current_password', 'Mevcut şifre (e-posta ya da şifre değişikliği için gerekli)', () => '', 'current-password'],
  ['password', 'new_password', 'Yeni şifre (en az 12 karakter)', () => '', 'new-password'],
  ['password', 'new_password_2', 'Yeni şifreyi tekrarlayın', () => '', 'new-password'],
];

const ALERT_CHOICES = [
  ['', 'E-posta yok'],
  ['instant', 'Yeni bölümler çıkar çıkmaz bir e-posta'],
  ['daily', 'Günde bir e-posta'],
];

export const settingsPage = (site: AccountSite = UNIT_SITE) =>
  panel(
    site,
    'account-settings',
    `<section class="yomu-avatar"><h2>Avatar</h2><div class="c-user-avatar">${site.avatar}</div>` +
      `<form id="wp-manga-upload-avatar-form" method="post" enctype="multipart/form-data" action="${site.adminPost}">` +
      `<input type="hidden" name="action" value="yomu_upload_avatar"><input type="hidden" name="userID" value="${site.user}">` +
      nonceFields(site, site.nonces.avatar) +
      `<p><label for="userAvatar">${AVATAR_LABEL}</label><input type="file" id="userAvatar" name="userAvatar" accept="image/jpeg,image/png,image/gif"></p>` +
      '<p class="file-name" aria-live="polite"></p><button type="submit" id="wp-manga-upload-avatar">Yükle</button></form></section>' +
      `<section class="yomu-settings"><h2>Hesap ayarları</h2><form method="post" action="${site.adminPost}" class="yomu-settings__form">` +
      '<input type="hidden" name="action" value="yomu_account_settings">' +
      nonceFields(site, site.nonces.settings) +
      SETTINGS_FIELDS.map(
        ([type, name, label, value, autocomplete]) =>
          `<p class="yomu-settings__field"><label for="yomu-${name}">${label}</label><input type="${type}" id="yomu-${name}" class="yomu-settings__input" name="${name}" value="${value(site)}" autocomplete="${autocomplete}"></p>`,
      ).join('') +
      '<button type="submit" class="yomu-settings__submit">Değişiklikleri kaydet</button></form></section>' +
      `<form class="yomu-alerts-email" method="post" action="${site.adminPost}"><input type="hidden" name="action" value="yomu_alerts_email">` +
      nonceFields(site, site.nonces.alerts) +
      '<fieldset><legend>Yer imlerimdeki yeni bölümleri bana e-postayla gönder</legend>' +
      ALERT_CHOICES.map(
        ([value, label]) =>
          `<p><label><input type="radio" name="alerts_email" value="${value}"${value === (site.alertsEmail ?? '') ? ' checked="checked"' : ''}> ${label}</label></p>`,
      ).join('') +
      '</fieldset><button type="submit" class="button">Kaydet</button></form>',
  );


/** The island's props: the nonces of Madara's ajax actions (not the forms' own). */
export const props = { nonces: { bookmark: 'bn', history: 'hn' }, messages: { error: 'Bir hata oluştu' } };
