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
  /** Where the reader stands (plugin Account\ReadingProgress): the sentence and the bar's numbers; none without chapters. */
  progress?: { text: string; position: number; total: number };
  /** History only: when the reader was last there. */
  ago?: { datetime: string; text: string };
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

const manga = (id: number, title: string, chapter?: AccountManga['chapter'], progress?: AccountManga['progress']): AccountManga => ({ id, title, url: `/manga/m${id}/`, chapter, progress });
const chapters = (total: number, position = 0) => ({ text: position ? `Bölüm ${position} / ${total}` : `${total} bölüm`, position, total });
const ago = (text: string) => ({ datetime: '2026-11-30T10:00:00+00:00', text });

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
    manga(1, 'Alfa &lt;b&gt;', { url: '/manga/m1/bolum-2/', name: 'Bölüm 2' }, chapters(2, 2)),
    { ...manga(2, 'Beta', undefined, chapters(3)), unread: [{ url: '/manga/m2/bolum-5/', name: 'Bölüm 5' }, { url: '/manga/m2/bolum-4/', name: 'Bölüm 4' }] },
    manga(3, 'Gama'),
  ],
  history: [
    { ...manga(2, 'Beta', { url: '/manga/m2/bolum-1/', name: 'Bölüm 1' }, chapters(3, 1)), ago: ago('1 dakika önce') },
    { ...manga(1, 'Alfa', { url: '/manga/m1/bolum-1/', name: 'Bölüm 1' }, chapters(2, 1)), ago: ago('2 dakika önce') },
  ],
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

const progress = (m: AccountManga) =>
  m.progress
    ? `<span class="yomu-progress" data-position="${m.progress.position}" data-total="${m.progress.total}"><span class="yomu-progress__text">${m.progress.text}</span>` +
      `<progress class="yomu-progress__bar" max="${m.progress.total}" value="${m.progress.position}" aria-hidden="true"></progress></span>`
    : '';

/** The manga of the copy have no cover: the server's empty cover box. */
const NO_COVER = '<span class="manga-card__no-cover" aria-hidden="true"></span>';

const TOOLS = {
  bookmark: { label: 'Yer imlerinizi süzün', sorts: [['recent', 'Son eklenen'], ['title', 'Başlık (A–Z)'], ['unread', 'En çok yeni bölüm']], unread: true },
  history: { label: 'Okuma geçmişinizi süzün', sorts: [['recent', 'Son okunan'], ['title', 'Başlık (A–Z)']], unread: false },
};

/** The filter above a list, as the server prints it for an unfiltered page. */
const tools = (site: AccountSite, tab: 'bookmark' | 'history') =>
  `<form class="yomu-library-tools" method="get" action="${site.page}" role="search" aria-label="${TOOLS[tab].label}" data-none="Listenizde bu süzgece uyan bir şey yok.">` +
  `<input type="hidden" name="tab" value="${tab}"><label class="yomu-library-tools__filter"><span>Başlığa göre süz</span> <input type="search" name="q" value="" maxlength="100" placeholder="Başlığa göre süz"></label>` +
  `<label class="yomu-library-tools__sort"><span>Sırala</span> <select name="sort">${TOOLS[tab].sorts.map(([value, label], i) => `<option value="${value}"${i === 0 ? " selected='selected'" : ''}>${label}</option>`).join('')}</select></label>` +
  (TOOLS[tab].unread ? '<label class="yomu-library-tools__unread"><input type="checkbox" name="unread" value="1"> Yalnızca yeni bölümü olanlar</label>' : '') +
  '<button type="submit" class="yomu-library-tools__apply">Uygula</button></form>';

const nonceFields = (site: AccountSite, nonce: string) =>
  `<input type="hidden" id="_wpnonce" name="_wpnonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="${site.referer}">`;

const unread = (m: AccountManga) =>
  m.unread?.length
    ? `<span class="c-notifications"><span aria-hidden="true">${m.unread.length}</span><span class="screen-reader-text">${m.unread.length} yeni bölüm</span></span>` +
      `<div class="chapter unread"><span>Okunmamış bölümler:</span>${m.unread.map((c) => `<a href="${c.url}">${c.name}</a>`).join('')}</div>`
    : '';

const row = (m: AccountManga, order: number) =>
  `<tr id="manga-item-${m.id}" data-order="${order}"${m.unread?.length ? ' class="unread"' : ''}><td class="check-box"><input type="checkbox" class="bookmark-checkbox" name="bookmark[]" value="${m.id}" aria-label="${m.title} seç"></td>` +
  `<td class="bookmark-title"><span class="bookmark-cover">${NO_COVER}</span><a href="${m.url}">${m.title}</a>${unread(m)}</td><td class="bookmark-chapter">${chapterLink(m)}${progress(m)}</td>` +
  `<td class="action"><button type="submit" class="wp-manga-delete-bookmark" name="delete_one" value="${m.id}" data-post-id="${m.id}">Sil</button></td></tr>`;

export const bookmarksPage = (site: AccountSite = UNIT_SITE) =>
  panel(
    site,
    'bookmark',
    tools(site, 'bookmark') +
      `<form class="yomu-bookmarks" method="post" action="${site.adminPost}"><input type="hidden" name="action" value="yomu_bookmark_bulk">` +
      nonceFields(site, site.nonces.bookmarks) +
      '<table class="table list-bookmark"><thead><tr><th class="check-box"><input type="checkbox" id="wp-manga-bookmark-checkall" aria-label="Tümünü seç"></th>' +
      '<th>Manga</th><th class="bookmark-chapter">Bölüm</th><th><span class="screen-reader-text">İşlemler</span></th></tr></thead><tbody>' +
      site.bookmarks.map((m, order) => row(m, order)).join('') +
      '</tbody></table><button type="submit" id="delete-bookmark-manga" class="button">Seçilenleri sil</button></form>',
  );

const item = (site: AccountSite, m: AccountManga, order: number) =>
  `<li class="history-item" id="history-item-${m.id}" data-order="${order}"><span class="history-cover">${NO_COVER}</span><a class="history-title" href="${m.url}">${m.title}</a> <span class="history-chapter">${chapterLink(m)}${progress(m)}</span>` +
  (m.ago ? `<span class="history-time"><time datetime="${m.ago.datetime}">${m.ago.text}</time></span>` : '') +
  `<form method="post" action="${site.adminPost}" class="history-remove"><input type="hidden" name="action" value="yomu_history_remove"><input type="hidden" name="postID" value="${m.id}">` +
  `<input type="hidden" name="nonce" value="${site.nonces.history}"><button type="submit" class="remove-manga-history" data-post-id="${m.id}" aria-label="${m.title} geçmişten kaldır">Kaldır</button></form></li>`;

export const historyPage = (site: AccountSite = UNIT_SITE) =>
  panel(site, 'history', tools(site, 'history') + `<ul class="yomu-history">${site.history.map((m, order) => item(site, m, order)).join('')}</ul>`);

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
