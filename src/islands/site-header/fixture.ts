// The server markup of the header island and the off-canvas menu (theme/header.php) for a guest, in Turkish, for
// the tests. tests/integration/markup-header.test.ts compares it with what the site prints: the defaults are the
// unit tests' site; the real site passes its own addresses, menu item ids and genres.

export interface HeaderMenuItem {
  id: number;
  title: string;
  url: string;
  children?: HeaderMenuItem[];
}

export interface HeaderSite {
  /** The home page's address, ending in "/". */
  home: string;
  name: string;
  /** The sticky header style (data-sticky). */
  sticky: string;
  /** The primary menu's slug (WordPress names the header's list "menu-<slug>"). */
  menuSlug: string;
  menu: HeaderMenuItem[];
  /** The genres the header lists (those with manga, by name). */
  genres: Array<{ name: string; url: string }>;
}

export const UNIT_SITE: HeaderSite = {
  home: '/',
  name: 'Yomu',
  sticky: '1',
  menuSlug: 'main',
  menu: [
    { id: 1, title: 'Kütüphane', url: '/manga/', children: [{ id: 2, title: 'Alt sayfa', url: '/manga/?m_orderby=new' }] },
    { id: 3, title: 'Blog', url: '/blog/' },
  ],
  genres: [{ name: 'Aksiyon', url: '/tur/aksiyon/' }],
};

/** A custom-link menu item as wp_nav_menu() prints it; the second print of a menu on a page has no ids. */
function menuItem(item: HeaderMenuItem, withId: boolean): string {
  const classes = ['menu-item', 'menu-item-type-custom', 'menu-item-object-custom', ...(item.children?.length ? ['menu-item-has-children'] : []), `menu-item-${item.id}`];
  const children = item.children?.length ? `<ul class="sub-menu">${item.children.map((child) => menuItem(child, withId)).join('')}</ul>` : '';
  return `<li${withId ? ` id="menu-item-${item.id}"` : ''} class="${classes.join(' ')}"><a href="${item.url}">${item.title}</a>${children}</li>`;
}

const menu = (site: HeaderSite, id: string, withIds: boolean) =>
  site.menu.length ? `<ul id="${id}" class="menu">${site.menu.map((item) => menuItem(item, withIds)).join('')}</ul>` : '';

const advancedSearch = (site: HeaderSite) => `<a class="advanced-search-link" href="${site.home}?s&#038;post_type=wp-manga">Gelişmiş arama</a>`;

const userSection = (site: HeaderSite) =>
  `<div class="c-modal_item c-user-section c-user-section--guest"><a class="btn-active-modal" data-yomu-modal="form-login" href="${site.home}wp-login.php">Giriş Yap</a></div>`;

export const headerHtml = (site: HeaderSite = UNIT_SITE) => `
<header class="site-header" id="top" data-sticky="${site.sticky}">
  <div class="site-header__inner">
    <button type="button" class="header-toggle off-canvas-toggle" aria-expanded="false" aria-controls="off-canvas">
      <span class="header-toggle__icon header-toggle__icon--menu" aria-hidden="true"></span>
      <span class="screen-reader-text">Menüyü aç</span>
    </button>
    <p class="site-title wrap_branding"><a href="${site.home}" rel="home">${site.name}</a></p>
    <nav class="site-nav main-navigation" aria-label="Ana menü">${menu(site, `menu-${site.menuSlug}`, true)}</nav>
    <div class="site-header__tools">
      ${advancedSearch(site)}
      ${site.genres.length ? '<button type="button" class="header-toggle genres-toggle" aria-expanded="false" aria-controls="header-genres">Türler</button>' : ''}
      <button type="button" class="header-toggle search-toggle" aria-expanded="false" aria-controls="header-search">
        <span class="header-toggle__icon header-toggle__icon--search" aria-hidden="true"></span>
        <span class="screen-reader-text">Ara</span>
      </button>
    </div>
    <div class="c-sub-header-nav">${userSection(site)}</div>
  </div>
  <div class="header-panel main-top-search" id="header-search">
    <div data-island="live-search" data-load="interaction" data-props="{}"><form class="manga-search-form search-form" role="search" action="${site.home}" method="get">
      <label class="screen-reader-text" for="header-search-input">Manga ara</label>
      <input id="header-search-input" type="search" name="s" placeholder="Manga ara…">
      <input type="hidden" name="post_type" value="wp-manga">
      <button type="submit" class="search-form__submit">Ara</button>
    </form></div>
  </div>
  ${
    site.genres.length
      ? `<nav class="header-panel genres_wrap" id="header-genres" aria-label="Türler"><ul class="list-unstyled genres__list">${site.genres.map((genre) => `<li><a href="${genre.url}">${genre.name}</a></li>`).join('')}</ul></nav>`
      : ''
  }
</header>`;

export const offCanvasHtml = (site: HeaderSite = UNIT_SITE) => `
<div class="off-canvas" id="off-canvas" role="dialog" aria-modal="true" aria-label="Menü" hidden>
  <div class="off-canvas__panel">
    <button type="button" class="off-canvas__close">Menüyü kapat</button>
    <nav class="off-canvas__nav" aria-label="Mobil menü">
      ${menu(site, 'off-canvas-menu', false)}
      ${advancedSearch(site)}
    </nav>
    <div class="off-canvas__user">${userSection(site)}</div>
  </div>
</div>`;

export const HEADER_HTML = headerHtml();
export const OFF_CANVAS_HTML = offCanvasHtml();
