// The server markup of the header island and the off-canvas menu (theme/header.php), for the tests.
export const HEADER_HTML = `
<header class="site-header" id="top" data-sticky="1">
  <div class="site-header__inner">
    <button type="button" class="header-toggle off-canvas-toggle" aria-expanded="false" aria-controls="off-canvas">
      <span class="header-toggle__icon header-toggle__icon--menu" aria-hidden="true"></span>
      <span class="screen-reader-text">Menüyü aç</span>
    </button>
    <p class="site-title"><a href="/" rel="home">Yomu</a></p>
    <nav class="site-nav main-navigation" aria-label="Ana menü">
      <ul id="menu-main" class="menu"><li id="menu-item-1" class="menu-item menu-item-has-children"><a href="/manga/">Kütüphane</a><ul class="sub-menu"><li id="menu-item-2" class="menu-item"><a href="/manga/?m_orderby=new">Alt sayfa</a></li></ul></li></ul>
    </nav>
    <div class="site-header__tools">
      <a class="advanced-search-link" href="/?s=&amp;post_type=wp-manga">Gelişmiş arama</a>
      <button type="button" class="header-toggle genres-toggle" aria-expanded="false" aria-controls="header-genres">Türler</button>
      <button type="button" class="header-toggle search-toggle" aria-expanded="false" aria-controls="header-search">
        <span class="header-toggle__icon header-toggle__icon--search" aria-hidden="true"></span>
        <span class="screen-reader-text">Ara</span>
      </button>
    </div>
    <div class="c-sub-header-nav"><div class="c-modal_item c-user-section c-user-section--guest"><a href="/wp-login.php">Giriş</a></div></div>
  </div>
  <div class="header-panel main-top-search" id="header-search">
    <div data-island="live-search" data-load="interaction" data-props="{}"><form class="manga-search-form" role="search"><label class="screen-reader-text" for="header-search-input">Manga ara</label><input id="header-search-input" type="search" name="s"></form></div>
  </div>
  <nav class="header-panel genres_wrap" id="header-genres" aria-label="Türler">
    <ul class="list-unstyled genres__list"><li><a href="/tur/aksiyon/">Aksiyon</a></li></ul>
  </nav>
</header>`;

export const OFF_CANVAS_HTML = `
<div class="off-canvas" id="off-canvas" role="dialog" aria-modal="true" aria-label="Menü" hidden>
  <div class="off-canvas__panel">
    <button type="button" class="off-canvas__close">Menüyü kapat</button>
    <nav class="off-canvas__nav" aria-label="Mobil menü">
      <ul id="off-canvas-menu" class="menu"><li id="menu-item-1" class="menu-item menu-item-has-children"><a href="/manga/">Kütüphane</a><ul class="sub-menu"><li id="menu-item-2" class="menu-item"><a href="/manga/?m_orderby=new">Alt sayfa</a></li></ul></li><li id="menu-item-3" class="menu-item"><a href="/blog/">Blog</a></li></ul>
      <a class="advanced-search-link" href="/?s=&amp;post_type=wp-manga">Gelişmiş arama</a>
    </nav>
    <div class="off-canvas__user"><div class="c-modal_item c-user-section c-user-section--guest"><a href="/wp-login.php">Giriş</a></div></div>
  </div>
</div>`;
