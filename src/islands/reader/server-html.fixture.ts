// Test data: the reader's server HTML as the plugin and theme print it (NavBar, Selectors, Content, toolbar.php),
// for a manga with a volume (Bölüm 1: 3 pages, Bölüm 2: 2 pages) and a loose chapter (Bölüm 3), and a text chapter.
// tests/integration/markup-reader.test.ts compares it with what the real PHP prints: readerServerHtml(site) builds
// the same markup with a real site's ids, addresses and nonce; the exports are today's values for the unit tests.
import type { NavigateAnswer } from '../../lib/api/reader';
import type { Link } from '../../lib/reader/model';
import type { Variant } from '../../lib/reader/picture';
import type { ReaderGlobals, ReaderProps } from './globals';

export interface Chapter {
  slug: string;
  title: string;
  volume: number;
  pages: number;
  url: string;
}

export interface Shape {
  slug: string;
  page: number;
  style: 'paged' | 'list';
  /** In-place paging is on (data-navigation on the links and options of the paged style). */
  ajax: boolean;
  /** The pages have WebP variants (a <picture> around each image, yomu_chapter_image_variants). */
  variants: boolean;
}

/** What differs from one site to another: the values PHP takes from the database and the request, not decides. */
export interface ReaderSite {
  /** The image manga: its id, address (path) and the id of its volume 'Cilt 1'. */
  mangaId: number;
  manga: string;
  volumeId: number;
  /** The text manga: its id and address. */
  novelId: number;
  novel: string;
  /** Where the page images are: `${images}/${slug}/${n}.png`, variants `${images}/${slug}/yomu-variants/${n}-${width}.webp`. */
  images: string;
  /** The site's address as the bookmark's sign-in link writes it inside redirect_to ('' here). */
  origin: string;
  /** The bookmark island's nonce. */
  bookmarkNonce: string;
}

export const SITE: ReaderSite = { mangaId: 4, manga: '/manga/m/', volumeId: 1, novelId: 6, novel: '/novel/n/', images: '/img', origin: '', bookmarkNonce: 'b00kmark' };

export const SIZES_ATTR = '(max-width: 932px) calc(100vw - 32px), 900px';
export const TEXT_BODY = '<p>Uzun bir gece metni.</p><p>İkinci paragraf, <a href="/x">bir bağlantı</a>.</p>';
const DEFAULT: Shape = { slug: 'bolum-1', page: 1, style: 'paged', ajax: true, variants: false };
const ORDER = ['bolum-1', 'bolum-2', 'bolum-3'];
const GATE = `<source media="(scripting: enabled)" srcset="data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20width=%27600%27%20height=%27900%27/%3E" data-yomu-gate>`;
const HOSTS = ['local', 'cdn'];
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** esc_url() writes the & between query arguments as &#038;. */
const escUrl = (url: string) => url.replace(/&/g, '&#038;');
const nav = (value: string) => (value ? ` data-navigation="${attr(value)}"` : '');
const selected = (on: boolean) => (on ? " selected='selected'" : '');
const checked = (on: boolean) => (on ? " checked='checked'" : '');

const SETTINGS: Array<[string, string, Array<[string, string]>]> = [
  ['mode', 'Okuma modu', [['paged', 'Sayfa sayfa'], ['list', 'Liste'], ['strip', 'Uzun şerit']]],
  ['direction', 'Okuma yönü', [['ltr', 'Soldan sağa'], ['rtl', 'Sağdan sola']]],
  ['fit', 'Resimleri sığdır', [['width', 'Genişliğe'], ['height', 'Yüksekliğe'], ['both', 'Genişlik ve yükseklik'], ['original', 'Orijinal boyut'], ['limit', 'Sınırlı genişlik']]],
  ['saver', 'Veri tasarrufu', [['auto', 'Tarayıcı istediğinde'], ['on', 'Açık'], ['off', 'Kapalı']]],
  ['spread', 'Sayfa düzeni', [['single', 'Tek sayfa'], ['double', 'Çift sayfa'], ['cover', 'Çift sayfa, kapak tek başına']]],
  ['background', 'Arka plan', [['auto', 'Sayfa teması'], ['dark', 'Koyu'], ['grey', 'Gri'], ['light', 'Açık']]],
];

/** The settings panel of an image chapter, with a guest's defaults and the mode shown checked. */
function panel(mode: string): string {
  const current: Record<string, string> = { mode, direction: 'ltr', fit: 'width', saver: 'auto', spread: 'single', background: 'auto' };
  const groups = SETTINGS.map(
    ([field, legend, values]) =>
      `<fieldset><legend>${legend}</legend>${values.map(([value, label]) => `<label><input type="radio" name="reader-${field}" value="${value}"${checked(current[field] === value)}> ${label}</label>`).join('')}</fieldset>`,
  );
  return `<div id="reader-settings-panel" class="reader-settings-panel" hidden>${groups.join('\n')}</div>`;
}

const HELP = `<dialog class="reader-help-dialog" aria-labelledby="reader-help-title"><h2 id="reader-help-title">Klavye kısayolları</h2><dl>
<dt><kbd>←</kbd></dt><dd>Önceki sayfa</dd>
<dt><kbd>→</kbd></dt><dd>Sonraki sayfa</dd>
<dt><kbd>←</kbd> <kbd>→</kbd></dt><dd>Sağdan sola okumada yer değiştirir</dd>
<dt><kbd>Esc</kbd></dt><dd>Bir paneli ya da bu yardımı kapat</dd>
<dt><kbd>?</kbd></dt><dd>Bu yardımı göster</dd>
</dl><form method="dialog"><button type="submit" class="reader-btn">Kapat</button></form></dialog>`;

/** The reader's server HTML on a site (today's values by default). */
export function readerServerHtml(overrides: Partial<ReaderSite> = {}) {
  const site: ReaderSite = { ...SITE, ...overrides };
  const MANGA = site.manga;
  const CHAPTERS: Chapter[] = [
    { slug: 'bolum-2', title: 'Bölüm 2', volume: 1, pages: 2, url: `${MANGA}cilt-1/bolum-2/` },
    { slug: 'bolum-1', title: 'Bölüm 1', volume: 1, pages: 3, url: `${MANGA}cilt-1/bolum-1/` },
    { slug: 'bolum-3', title: 'Bölüm 3', volume: 0, pages: 1, url: `${MANGA}bolum-3/` },
  ];
  const volumeId = (volume: number) => (volume ? site.volumeId : 0);
  const chapter = (slug: string) => CHAPTERS.find((c) => c.slug === slug)!;
  const imageUrl = (slug: string, index: number) => `${site.images}/${slug}/${index + 1}.png`;
  /** A page's WebP variants at 480 and 720 px. */
  const variantUrl = (slug: string, index: number, width: number) => `${site.images}/${slug}/yomu-variants/${index + 1}-${width}.webp`;
  const variantsOf = (slug: string, index: number): Variant[] => [480, 720].map((width) => [variantUrl(slug, index, width), 'image/webp', width]);
  /** Urls::chapter(): p/{n}/ for later pages of the paged style, else ?style= when not the default; then ?host=. */
  const chapterUrl = (slug: string, { style = '', host = '', page = 1 }: { style?: string; host?: string; page?: number } = {}) => {
    const withPage = page > 1 && style !== 'list';
    const query = [...(!withPage && style && style !== 'paged' ? [`style=${style}`] : []), ...(host ? [`host=${host}`] : [])];
    return `${chapter(slug).url}${withPage ? `p/${page}/` : ''}${query.length ? `?${query.join('&')}` : ''}`;
  };
  const pageUrl = (slug: string, page: number) => chapterUrl(slug, { page });
  const navigation = (slug: string, page: number) => `postID=${site.mangaId}&chapter=${slug}&manga-paged=${page}&style=paged&action=chapter_navigate_page`;
  const link = (slug: string, page: number): Link => ({ url: pageUrl(slug, page), navigation: navigation(slug, page) });
  /** Navigation::target(): the shape's style stays in the URL; data-navigation only when paging in place. */
  const target = ({ style, ajax }: Shape, slug: string, page: number): Link => ({
    url: chapterUrl(slug, { style: style === 'list' ? 'list' : '', page }),
    navigation: ajax && style === 'paged' ? navigation(slug, page) : '',
  });

  function prevLink(shape: Shape): Link | null {
    const { slug, page, style } = shape;
    if (style === 'paged' && page > 1) return target(shape, slug, page - 1);
    const before = ORDER[ORDER.indexOf(slug) - 1];
    return before ? target(shape, before, style === 'paged' ? chapter(before).pages : 1) : null;
  }

  function nextLink(shape: Shape): Link | null {
    const { slug, page, style } = shape;
    if (style === 'paged' && page < chapter(slug).pages) return target(shape, slug, page + 1);
    const after = ORDER[ORDER.indexOf(slug) + 1];
    return after ? target(shape, after, 1) : null;
  }

  function selection({ slug, style, ajax }: Shape): string {
    const current = chapter(slug);
    const explicit = style === 'list' ? 'list' : '';
    const inPlace = ajax && style !== 'list';
    const group = (volume: number) => {
      const shown = volume === current.volume;
      const options = CHAPTERS.filter((c) => c.volume === volume)
        .map((c) => `<option value="${c.slug}" data-redirect="${chapterUrl(c.slug, { style: explicit })}"${nav(inPlace ? navigation(c.slug, 1) : '')}${shown && c.slug === slug ? ' aria-current="page" selected' : ''}>${c.title}</option>`)
        .join('');
      return `<div class="c-selectpicker selectpicker_chapter" for="volume-id-${volumeId(volume)}"${shown ? '' : ' hidden'}><label><span class="screen-reader-text">Bölüm</span><select class="selectpicker single-chapter-select">${shown ? '' : '<option value="">Bölüm Seçin</option>'}${options}</select></label></div>`;
    };
    return (
      '<div class="c-selectpicker selectpicker_volume"><label><span class="screen-reader-text">Cilt</span><select class="selectpicker volume-select" data-order="0">' +
      `<option value="0"${selected(current.volume === 0)}>Ciltsiz</option><option value="${site.volumeId}"${selected(current.volume === 1)}>Cilt 1</option></select></label></div>` +
      group(0) +
      group(1)
    );
  }

  function buttons(prev: Link | null, next: Link | null, back: string, position: 'header' | 'footer'): string {
    let html = `<div class="select-pagination"><nav class="nav-links" aria-label="Bölüm gezinmesi, ${position === 'header' ? 'üst' : 'alt'}">`;
    if (prev) html += `<div class="nav-previous"><a${nav(prev.navigation)} class="btn prev_page" rel="prev" href="${escUrl(prev.url)}">Önceki</a></div>`;
    if (next) html += `<div class="nav-next"><a${nav(next.navigation)} data-order="0" class="btn next_page" rel="next" href="${escUrl(next.url)}">Sonraki</a></div>`;
    else html += `<div class="nav-next"><a class="btn back" href="${back}">Manga Bilgisi</a></div>`;
    return `${html}</nav></div>`;
  }

  function navHtml(shape: Shape, position: 'header' | 'footer'): string {
    const { slug, page, style, ajax } = shape;
    const count = chapter(slug).pages;
    const explicit = style === 'list' ? 'list' : '';
    let html = `<div class="wp-manga-nav ${position}" data-position="${position}"><div class="select-view"><div class="chapter-selection chapters_selectbox_holder" data-manga="${site.mangaId}" data-chapter="${slug}" data-vol="${volumeId(chapter(slug).volume)}" data-type="manga" data-style="${style}">${selection(shape)}</div>`;
    if (style === 'paged') {
      const options = Array.from({ length: count }, (_, i) => i + 1)
        .map((p) => `<option value="${p}" data-redirect="${pageUrl(slug, p)}"${nav(ajax ? navigation(slug, p) : '')}${selected(p === page)}>${p}/${count}</option>`)
        .join('');
      html += `<div class="c-selectpicker selectpicker_page"><label><span class="screen-reader-text">Sayfa</span><select class="selectpicker single-pager"${position === 'header' ? ' id="single-pager"' : ''}>${options}</select></label></div>`;
    }
    // Madara's anonymous server names (hosting_anonymous_name, on by default): "Sunucu 1", "Sunucu 2".
    const hosts = HOSTS.map((host, i) => `<option value="${host}" data-redirect="${escUrl(chapterUrl(slug, { style: explicit, host, page }))}"${selected(host === 'local')}>Sunucu ${i + 1}</option>`).join('');
    html += `<div class="c-selectpicker selectpicker_host"><label><span class="screen-reader-text">Sunucu</span><select class="selectpicker host-select">${hosts}</select></label></div>`;
    const modes = [['paged', 'Sayfa sayfa', chapterUrl(slug)], ['list', 'Liste', chapterUrl(slug, { style: 'list' })], ['strip', 'Uzun şerit', chapterUrl(slug, { style: 'list' })]];
    html += `<div class="c-selectpicker selectpicker_load"><label><span class="screen-reader-text">Okuma biçimi</span><select class="selectpicker reading-style-select">${modes
      .map(([value, label, url]) => `<option value="${value}" data-redirect="${url}"${selected(value === style)}>${label}</option>`)
      .join('')}</select></label></div>`;
    return `${html}</div>${buttons(prevLink(shape), nextLink(shape), MANGA, position)}</div>`;
  }

  function contentHtml(shape: Shape): string {
    const { slug, page, style } = shape;
    const total = chapter(slug).pages;
    const image = (index: number, first: boolean) => {
      const img = `<img id="image-${index}" class="wp-manga-chapter-img" src="${imageUrl(slug, index)}" alt="Sayfa ${index + 1} / ${total}"${first ? ' fetchpriority="high" elementtiming="yomu-first-image"' : ' loading="lazy"'} width="600" height="900" decoding="async" data-image-paged="${index + 1}">`;
      const sources = shape.variants ? `<source type="image/webp" srcset="${variantUrl(slug, index, 480)} 480w, ${variantUrl(slug, index, 720)} 720w" sizes="${SIZES_ATTR}">` : '';
      const gate = first ? '' : GATE;
      return `<div class="page-break no-gaps">${sources || gate ? `<picture>${gate}${sources}${img}</picture>` : img}</div>`;
    };
    if (style === 'list') return Array.from({ length: total }, (_, i) => image(i, i === 0)).join('');
    const prev = prevLink(shape);
    const next = nextLink(shape);
    return (
      (prev ? `<a class="page-link page-prev-link" href="${prev.url}" tabindex="-1" aria-hidden="true"></a>` : '') +
      (next ? `<a class="page-link page-next-link" href="${next.url}" tabindex="-1" aria-hidden="true"></a>` : '') +
      image(page - 1, true)
    );
  }

  /** The bookmark control of a guest (Control::html() in the bookmark island), its sign-in link back to the page. */
  function bookmark(mangaId: number, slug: string, page: number, here: string): string {
    const props = { nonce: site.bookmarkNonce, loggedIn: false, isMangaSingle: 0, messages: { error: 'Bazı hatalar oluştu. Lütfen tekrar deneyin', add: 'Yer imi ekle' } };
    const login = `/wp-login.php?redirect_to=${encodeURIComponent(site.origin + here)}`;
    return `<span class="reader-bookmark"><div data-island="bookmark" data-load="interaction" data-wake=".add-bookmark .wp-manga-action-button" data-props="${attr(JSON.stringify(props))}"><div class="add-bookmark"><div class="action_icon"><a href="${login}" class="wp-manga-action-button" data-action="bookmark" data-post="${mangaId}" data-chapter="${slug}" data-page="${page}" title="Yer imi ekle"><span class="bookmark-icon" aria-hidden="true">&#9734;</span><span class="action_detail">Yer imi ekle</span></a></div></div></div></span>`;
  }

  /** theme/template-parts/reader/toolbar.php: the panel only for image chapters. */
  function toolbar(control: string, mode: string | null): string {
    const buttons = mode
      ? '<button type="button" class="reader-btn reader-full-image" aria-pressed="false">Resmi tam göster</button><button type="button" class="reader-btn reader-settings-toggle" aria-expanded="false" aria-controls="reader-settings-panel">Okuyucu ayarları</button>'
      : '<span class="reader-font" role="group" aria-label="Yazı boyutu"><button type="button" class="reader-btn font-size-down" title="Yazıyı küçült"><span aria-hidden="true">A−</span><span class="screen-reader-text">Yazıyı küçült</span></button><button type="button" class="reader-btn font-size-up" title="Yazıyı büyüt"><span aria-hidden="true">A+</span><span class="screen-reader-text">Yazıyı büyüt</span></button></span><button type="button" class="reader-btn reader-sticky" aria-pressed="false">Sabit araç çubuğu</button>';
    return `<div class="reader-toolbar reader-toolbar--pending" role="toolbar" aria-label="Okuyucu ayarları">
  <button type="button" class="reader-btn reader-contrast" data-action="toggle-contrast" aria-pressed="false">Karanlık mod</button>${buttons}
  <button type="button" class="reader-btn reader-help" aria-keyshortcuts="?" aria-haspopup="dialog">Kısayollar</button>${control}${mode ? panel(mode) : ''}</div>${HELP}`;
  }

  /** The inside of the reader island's mount point for an image chapter. */
  function imageReaderHtml(shape: Partial<Shape> = {}): string {
    const full = { ...DEFAULT, ...shape };
    const here = chapterUrl(full.slug, { style: full.style === 'list' ? 'list' : '', page: full.page });
    const control = bookmark(site.mangaId, full.slug, full.page, here);
    return `${toolbar(control, full.style)}${navHtml(full, 'header')}<div class="read-container">\n\t<div class="reading-content">\n\t\t${contentHtml(full)}\t</div>\n</div><p class="reader-status screen-reader-text" role="status" aria-live="polite"></p>${navHtml(full, 'footer')}`;
  }

  /** The same for the text chapter Bölüm 1 (TEXT_BODY) of the text manga, followed by Bölüm 2. */
  function textReaderHtml(): string {
    const navBar = (position: 'header' | 'footer') =>
      `<div class="wp-manga-nav ${position}" data-position="${position}"><div class="select-view"><div class="chapter-selection chapters_selectbox_holder" data-manga="${site.novelId}" data-chapter="bolum-1" data-vol="0" data-type="content" data-style="paged"><label class="chapter-select-label"><span class="screen-reader-text">Bölüm</span><select class="selectpicker single-chapter-select"><option value="bolum-1" data-redirect="${site.novel}bolum-1/" aria-current="page" selected>Bölüm 1</option><option value="bolum-2" data-redirect="${site.novel}bolum-2/">Bölüm 2</option></select></label></div></div>${buttons(null, { url: `${site.novel}bolum-2/`, navigation: '' }, site.novel, position)}</div>`;
    const control = bookmark(site.novelId, 'bolum-1', 1, `${site.novel}bolum-1/`);
    return `${toolbar(control, null)}${navBar('header')}<div class="read-container"><div class="reading-content">${TEXT_BODY}</div></div><p class="reader-status screen-reader-text" role="status" aria-live="polite"></p>${navBar('footer')}`;
  }

  function imageProps(shape: Partial<Shape> = {}, extra: Partial<ReaderProps> = {}): ReaderProps {
    const full = { ...DEFAULT, ...shape };
    const index = ORDER.indexOf(full.slug);
    const before = ORDER[index - 1];
    const after = ORDER[index + 1];
    return {
      kind: 'image',
      style: full.style,
      page: full.page,
      pages: full.style === 'list' ? 1 : chapter(full.slug).pages,
      chapter: full.slug,
      chapterId: index + 1,
      prevChapter: before ? link(before, chapter(before).pages) : null,
      nextChapter: after ? link(after, 1) : null,
      backUrl: MANGA,
      nextImage: after ? imageUrl(after, 0) : '',
      nextPicture: after && full.variants ? { width: 600, height: 900, variants: variantsOf(after, 0) } : null,
      ajax: full.ajax,
      preload: true,
      hidden: false,
      chapterUrl: chapter(full.slug).url,
      settings: { mode: full.style === 'list' ? 'list' : 'paged', direction: 'ltr', fit: 'width', saver: 'auto', spread: 'single', background: 'auto' },
      dataSaver: false,
      mode: full.style === 'list' ? 'list' : 'paged',
      own: {},
      saveNonce: '',
      ...extra,
    };
  }

  function textProps(): ReaderProps {
    return {
      ...imageProps(),
      kind: 'text',
      chapter: 'bolum-1',
      chapterId: site.novelId,
      pages: 1,
      prevChapter: null,
      nextChapter: { url: `${site.novel}bolum-2/`, navigation: '' },
      backUrl: site.novel,
      nextImage: '',
      nextPicture: null,
      ajax: false,
      preload: false,
      chapterUrl: `${site.novel}bolum-1/`,
    };
  }

  /** The page config objects of an image chapter (chapter_preloaded_images and companions, manga, mangaReadingAjax). */
  function imageGlobals(slug = 'bolum-1', variants = false): ReaderGlobals {
    const count = chapter(slug).pages;
    return {
      ...(variants ? { yomu_chapter_image_variants: Array.from({ length: count }, (_, i) => variantsOf(slug, i)) } : {}),
      manga: { ajax_url: '/wp-admin/admin-ajax.php', home_url: '/', base_url: MANGA, manga_paged_var: 'manga-paged', enable_manga_view: '1', manga_id: String(site.mangaId), chapter_slug: slug },
      mangaReadingAjax: { isEnable: true },
      chapter_preloaded_images: Array.from({ length: count }, (_, i) => imageUrl(slug, i)),
      chapter_images_per_page: 1,
      yomu_chapter_image_sizes: Array.from({ length: count }, () => [600, 900] as [number, number]),
    };
  }

  /** What chapter_navigate_page answers for page 1 of a chapter. */
  function navigateAnswer(slug: string): NavigateAnswer {
    const shape = { ...DEFAULT, slug };
    const props = imageProps(shape);
    const count = chapter(slug).pages;
    return {
      message: '',
      data: {
        content: `<div class="reading-content">${contentHtml(shape)}</div>`,
        nav: navHtml(shape, 'header'),
        title: chapter(slug).title,
        page: 1,
        pages: count,
        chapter: slug,
        chapterId: props.chapterId,
        images: Array.from({ length: count }, (_, i) => imageUrl(slug, i)),
        sizes: Array.from({ length: count }, () => [600, 800] as [number, number]),
        perPage: 1,
        prevChapter: props.prevChapter,
        nextChapter: props.nextChapter,
        nextImage: props.nextImage,
      },
    };
  }

  /** The selectors manga_get_reading_nav answers for a chapter (paged style). */
  function selectionHtml(slug: string): string {
    return selection({ ...DEFAULT, slug });
  }

  return { MANGA, CHAPTERS, chapter, imageUrl, variantUrl, pageUrl, navigation, prevLink, nextLink, navHtml, contentHtml, imageReaderHtml, textReaderHtml, imageProps, textProps, imageGlobals, navigateAnswer, selectionHtml };
}

export const {
  MANGA,
  CHAPTERS,
  chapter,
  imageUrl,
  variantUrl,
  pageUrl,
  navigation,
  prevLink,
  nextLink,
  navHtml,
  contentHtml,
  imageReaderHtml,
  textReaderHtml,
  imageProps,
  textProps,
  imageGlobals,
  navigateAnswer,
  selectionHtml,
} = readerServerHtml();
