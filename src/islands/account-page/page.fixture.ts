// The server's account page (plugin Account\LibraryView::render()) for the tests.

const tabs = (current: string) =>
  '<nav class="yomu-account__tabs" aria-label="Hesap bölümleri"><ul>' +
  [
    ['bookmark', 'Yer imleri'],
    ['history', 'Geçmiş'],
    ['account-settings', 'Hesap ayarları'],
  ]
    .map(([tab, label]) => `<li><a href="/user-settings/?tab=${tab}"${tab === current ? ' aria-current="page" class="active"' : ''}>${label}</a></li>`)
    .join('') +
  '</ul></nav>';

const panel = (tab: string, html: string) => `${tabs(tab)}<div class="yomu-account__panel tab-pane active" id="${tab}">${html}</div>`;

const row = (id: number, title: string, chapter = '') =>
  `<tr id="manga-item-${id}"><td class="check-box"><input type="checkbox" class="bookmark-checkbox" name="bookmark[]" value="${id}" aria-label="Seç ${title}"></td>` +
  `<td class="bookmark-title"><a href="/manga/m${id}/">${title}</a></td><td class="bookmark-chapter">${chapter}</td>` +
  `<td class="action"><button type="submit" class="wp-manga-delete-bookmark" name="delete_one" value="${id}" data-post-id="${id}">Sil</button></td></tr>`;

export const bookmarksPage = () =>
  panel(
    'bookmark',
    '<form class="yomu-bookmarks" method="post" action="/wp-admin/admin-post.php"><input type="hidden" name="action" value="yomu_bookmark_bulk">' +
      '<input type="hidden" id="_wpnonce" name="_wpnonce" value="fn"><input type="hidden" name="_wp_http_referer" value="/user-settings/">' +
      '<table class="table list-bookmark"><thead><tr><th class="check-box"><input type="checkbox" id="wp-manga-bookmark-checkall" aria-label="Tümünü seç"></th>' +
      '<th>Manga</th><th class="bookmark-chapter">Bölüm</th><th><span class="screen-reader-text">İşlemler</span></th></tr></thead><tbody>' +
      row(1, 'Alfa &lt;b&gt;', '<a href="/manga/m1/bolum-2/">Bölüm 2</a>') +
      row(2, 'Beta') +
      row(3, 'Gama') +
      '</tbody></table><button type="submit" id="delete-bookmark-manga" class="button">Seçilenleri sil</button></form>',
  );

const item = (id: number, title: string) =>
  `<li class="history-item" id="history-item-${id}"><a class="history-title" href="/manga/m${id}/">${title}</a> <span class="history-chapter"><a href="/manga/m${id}/bolum-1/">Bölüm 1</a></span>` +
  `<form method="post" action="/wp-admin/admin-post.php" class="history-remove"><input type="hidden" name="action" value="yomu_history_remove"><input type="hidden" name="postID" value="${id}">` +
  `<input type="hidden" name="nonce" value="hn"><button type="submit" class="remove-manga-history" data-post-id="${id}" aria-label="${title} geçmişten kaldır">Kaldır</button></form></li>`;

export const historyPage = () => panel('history', `<ul class="yomu-history">${item(2, 'Beta')}${item(1, 'Alfa')}</ul>`);

export const settingsPage = () =>
  panel(
    'account-settings',
    '<section class="yomu-avatar"><h2>Avatar</h2><div class="c-user-avatar"><img alt="" src="/avatar-old.png" class="avatar avatar-195 photo" height="195" width="195"></div>' +
      '<form id="wp-manga-upload-avatar-form" method="post" enctype="multipart/form-data" action="/wp-admin/admin-post.php">' +
      '<input type="hidden" name="action" value="yomu_upload_avatar"><input type="hidden" name="userID" value="5">' +
      '<input type="hidden" id="_wpnonce" name="_wpnonce" value="an"><input type="hidden" name="_wp_http_referer" value="/user-settings/">' +
      '<p><label for="userAvatar">Bir resim seçin</label><input type="file" id="userAvatar" name="userAvatar" accept="image/jpeg,image/png,image/gif"></p>' +
      '<p class="file-name" aria-live="polite"></p><button type="submit" id="wp-manga-upload-avatar">Yükle</button></form></section>' +
      '<section class="yomu-settings"><h2>Hesap ayarları</h2><form method="post" action="/wp-admin/admin-post.php" class="yomu-settings__form">' +
      '<p><label for="yomu-display_name">Görünen ad</label><input type="text" id="yomu-display_name" name="display_name" value="Ayşe" autocomplete="nickname"></p>' +
      '<button type="submit">Kaydet</button></form></section>',
  );

export const props = { nonces: { bookmark: 'bn', history: 'hn' }, messages: { error: 'Bir hata oluştu' } };
