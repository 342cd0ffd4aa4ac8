// Test data: the reader's server HTML as the plugin and theme print it (NavBar, Selectors, Content, toolbar.php),
// for a manga with a volume (Bölüm 1: 3 pages, Bölüm 2: 2 pages) and a loose chapter (Bölüm 3), and a text chapter.
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

export const MANGA = '/manga/m/';
export const CHAPTERS: Chapter[] = [
  { slug: 'bolum-2', title: 'Bölüm 2', volume: 1, pages: 2, url: '/manga/m/cilt-1/bolum-2/' },
  { slug: 'bolum-1', title: 'Bölüm 1', volume: 1, pages: 3, url: '/manga/m/cilt-1/bolum-1/' },
  { slug: 'bolum-3', title: 'Bölüm 3', volume: 0, pages: 1, url: '/manga/m/bolum-3/' },
];
const ORDER = ['bolum-1', 'bolum-2', 'bolum-3'];

export const chapter = (slug: string) => CHAPTERS.find((c) => c.slug === slug)!;
export const imageUrl = (slug: string, index: number) => `/img/${slug}/${index + 1}.png`;
/** A page's WebP variants at 480 and 720 px (the originals are 1000 px wide when a shape has variants). */
export const variantUrl = (slug: string, index: number, width: number) => `/img/${slug}/yomu-variants/${index + 1}-${width}.webp`;
const variantsOf = (slug: string, index: number): Variant[] => [480, 720].map((width) => [variantUrl(slug, index, width), 'image/webp', width]);
export const SIZES_ATTR = '(max-width: 932px) calc(100vw - 32px), 900px';
const GATE = `<source media="(scripting: enabled)" srcset="data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20width=%27600%27%20height=%27900%27/%3E" data-yomu-gate>`;
export const pageUrl = (slug: string, page: number) => (page > 1 ? `${chapter(slug).url}p/${page}/` : chapter(slug).url);
export const navigation = (slug: string, page: number) => `postID=4&chapter=${slug}&manga-paged=${page}&style=paged&action=chapter_navigate_page`;
const link = (slug: string, page: number): Link => ({ url: pageUrl(slug, page), navigation: navigation(slug, page) });

export interface Shape {
  slug: string;
  page: number;
  style: 'paged' | 'list';
  /** In-place paging (data-navigation on links and options). */
  ajax: boolean;
  /** The pages have WebP variants (a <picture> around each image, yomu_chapter_image_variants). */
  variants: boolean;
}

const DEFAULT: Shape = { slug: 'bolum-1', page: 1, style: 'paged', ajax: true, variants: false };

export function prevLink({ slug, page, ajax }: Shape): Link | null {
  if (page > 1) return ajax ? link(slug, page - 1) : { url: pageUrl(slug, page - 1), navigation: '' };
  const before = ORDER[ORDER.indexOf(slug) - 1];
  return before ? (ajax ? link(before, chapter(before).pages) : { url: pageUrl(before, chapter(before).pages), navigation: '' }) : null;
}

export function nextLink({ slug, page, ajax }: Shape): Link | null {
  if (page < chapter(slug).pages) return ajax ? link(slug, page + 1) : { url: pageUrl(slug, page + 1), navigation: '' };
  const after = ORDER[ORDER.indexOf(slug) + 1];
  return after ? (ajax ? link(after, 1) : { url: chapter(after).url, navigation: '' }) : null;
}

const nav = (value: string) => (value ? ` data-navigation="${value.replace(/&/g, '&amp;')}"` : '');

function selection({ slug, ajax }: Shape): string {
  const current = chapter(slug);
  const group = (volume: number) => {
    const shown = volume === current.volume;
    const options = CHAPTERS.filter((c) => c.volume === volume)
      .map((c) => `<option value="${c.slug}" data-redirect="${c.url}"${nav(ajax ? navigation(c.slug, 1) : '')}${c.slug === slug ? ' selected' : ''}>${c.title}</option>`)
      .join('');
    return `<div class="c-selectpicker selectpicker_chapter" for="volume-id-${volume}"${shown ? '' : ' hidden'}><label><span class="screen-reader-text">Bölüm</span><select class="selectpicker single-chapter-select">${shown ? '' : '<option value="">Bölüm Seçin</option>'}${options}</select></label></div>`;
  };
  return (
    '<div class="c-selectpicker selectpicker_volume"><label><span class="screen-reader-text">Cilt</span><select class="selectpicker volume-select" data-order="0">' +
    `<option value="0"${current.volume === 0 ? " selected='selected'" : ''}>Ciltsiz</option><option value="1"${current.volume === 1 ? " selected='selected'" : ''}>Cilt 1</option></select></label></div>` +
    group(0) +
    group(1)
  );
}

export function navHtml(shape: Shape, position: 'header' | 'footer'): string {
  const { slug, page, style, ajax } = shape;
  const count = chapter(slug).pages;
  let html = `<div class="wp-manga-nav ${position}" data-position="${position}"><div class="select-view"><div class="chapter-selection chapters_selectbox_holder" data-manga="4" data-chapter="${slug}" data-vol="${chapter(slug).volume}" data-type="manga" data-style="${style}">${selection(shape)}</div>`;
  if (style === 'paged') {
    const options = Array.from({ length: count }, (_, i) => i + 1)
      .map((p) => `<option value="${p}" data-redirect="${pageUrl(slug, p)}"${nav(ajax ? navigation(slug, p) : '')}${p === page ? " selected='selected'" : ''}>${p}/${count}</option>`)
      .join('');
    html += `<div class="c-selectpicker selectpicker_page"><label><span class="screen-reader-text">Sayfa</span><select class="selectpicker single-pager"${position === 'header' ? ' id="single-pager"' : ''}>${options}</select></label></div>`;
  }
  html += `<div class="c-selectpicker selectpicker_host"><label><span class="screen-reader-text">Sunucu</span><select class="selectpicker host-select"><option value="local" data-redirect="${pageUrl(slug, page)}" selected='selected'>local</option><option value="cdn" data-redirect="${pageUrl(slug, page)}?host=cdn">cdn</option></select></label></div>`;
  const modes = [['paged', 'Sayfa sayfa', pageUrl(slug, 1)], ['list', 'Liste', `${pageUrl(slug, 1)}?style=list`], ['strip', 'Uzun şerit', `${pageUrl(slug, 1)}?style=list`]];
  html += `<div class="c-selectpicker selectpicker_load"><label><span class="screen-reader-text">Okuma biçimi</span><select class="selectpicker reading-style-select">${modes
    .map(([value, label, url]) => `<option value="${value}" data-redirect="${url}"${value === style ? " selected='selected'" : ''}>${label}</option>`)
    .join('')}</select></label></div>`;
  html += '</div><div class="select-pagination"><nav class="nav-links" aria-label="Bölüm gezinmesi">';
  const prev = style === 'paged' ? prevLink(shape) : null;
  const next = style === 'paged' ? nextLink(shape) : null;
  if (prev) html += `<div class="nav-previous"><a${nav(prev.navigation)} class="btn prev_page" rel="prev" href="${prev.url}">Önceki</a></div>`;
  if (next) html += `<div class="nav-next"><a${nav(next.navigation)} data-order="0" class="btn next_page" rel="next" href="${next.url}">Sonraki</a></div>`;
  else html += `<div class="nav-next"><a class="btn back" href="${MANGA}">Manga Bilgisi</a></div>`;
  return `${html}</nav></div></div>`;
}

export function contentHtml(shape: Shape): string {
  const { slug, page, style } = shape;
  const total = chapter(slug).pages;
  const image = (index: number, first: boolean) => {
    const img = `<img id="image-${index}" class="wp-manga-chapter-img" src="${imageUrl(slug, index)}" alt="Sayfa ${index + 1} / ${total}"${first ? ' fetchpriority="high"' : ' loading="lazy"'} width="600" height="900" decoding="async" data-image-paged="${index + 1}">`;
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

const BOOKMARK =
  '<span class="reader-bookmark"><div data-island="bookmark" data-load="idle" data-props="{}"><div class="add-bookmark"><a href="/wp-login.php" class="wp-manga-action-button" data-action="bookmark">Yer imi ekle</a></div></div></span>';

const PANEL = `<div id="reader-settings-panel" class="reader-settings-panel" hidden>
  <fieldset><legend>Okuma modu</legend><label><input type="radio" name="reader-mode" value="paged" checked='checked'> Sayfa sayfa</label><label><input type="radio" name="reader-mode" value="list"> Liste</label><label><input type="radio" name="reader-mode" value="strip"> Uzun şerit</label></fieldset>
  <fieldset><legend>Okuma yönü</legend><label><input type="radio" name="reader-direction" value="ltr" checked='checked'> Soldan sağa</label><label><input type="radio" name="reader-direction" value="rtl"> Sağdan sola</label></fieldset>
  <fieldset><legend>Resimleri sığdır</legend><label><input type="radio" name="reader-fit" value="width" checked='checked'> Genişliğe</label><label><input type="radio" name="reader-fit" value="height"> Yüksekliğe</label></fieldset>
  <fieldset><legend>Veri tasarrufu</legend><label><input type="radio" name="reader-saver" value="auto" checked='checked'> Tarayıcı isteyince</label><label><input type="radio" name="reader-saver" value="on"> Açık</label><label><input type="radio" name="reader-saver" value="off"> Kapalı</label></fieldset>
</div>`;

const HELP = `<dialog class="reader-help-dialog" aria-labelledby="reader-help-title"><h2 id="reader-help-title">Klavye kısayolları</h2><form method="dialog"><button type="submit" class="reader-btn">Kapat</button></form></dialog>`;

function toolbar(images: boolean): string {
  const buttons = images
    ? '<button type="button" class="reader-btn reader-full-image" aria-pressed="false">Resmi tam göster</button><button type="button" class="reader-btn reader-settings-toggle" aria-expanded="false" aria-controls="reader-settings-panel">Okuyucu ayarları</button>'
    : '<span class="reader-font" role="group" aria-label="Yazı boyutu"><button type="button" class="reader-btn font-size-down" title="Yazıyı küçült"><span aria-hidden="true">A−</span><span class="screen-reader-text">Yazıyı küçült</span></button><button type="button" class="reader-btn font-size-up" title="Yazıyı büyüt"><span aria-hidden="true">A+</span><span class="screen-reader-text">Yazıyı büyüt</span></button></span><button type="button" class="reader-btn reader-sticky" aria-pressed="false">Sabit araç çubuğu</button>';
  return `<div class="reader-toolbar reader-toolbar--pending" role="toolbar" aria-label="Okuyucu ayarları">
  <button type="button" class="reader-btn reader-contrast" data-action="toggle-contrast" aria-pressed="false">Karanlık mod</button>${buttons}
  <button type="button" class="reader-btn reader-help" aria-keyshortcuts="?" aria-haspopup="dialog">Kısayollar</button>${BOOKMARK}${images ? PANEL : ''}</div>${HELP}`;
}

/** The inside of the reader island's mount point for an image chapter. */
export function imageReaderHtml(shape: Partial<Shape> = {}): string {
  const full = { ...DEFAULT, ...shape };
  return `${toolbar(true)}${navHtml(full, 'header')}<div class="read-container">\n\t<div class="reading-content">\n\t\t${contentHtml(full)}\t</div>\n</div><p class="reader-status screen-reader-text" role="status" aria-live="polite"></p>${navHtml(full, 'footer')}`;
}

export const TEXT_BODY = '<p>Uzun bir gece metni.</p><p>İkinci paragraf, <a href="/x">bir bağlantı</a>.</p>';

export function textReaderHtml(): string {
  const navBar = (position: string) =>
    `<div class="wp-manga-nav ${position}" data-position="${position}"><div class="select-view"><div class="chapter-selection chapters_selectbox_holder" data-manga="6" data-chapter="bolum-1" data-vol="0" data-type="content" data-style="paged"><label class="chapter-select-label"><span class="screen-reader-text">Bölüm</span><select class="selectpicker single-chapter-select"><option value="bolum-1" data-redirect="/novel/n/bolum-1/" selected>Bölüm 1</option><option value="bolum-2" data-redirect="/novel/n/bolum-2/">Bölüm 2</option></select></label></div></div><div class="select-pagination"><nav class="nav-links" aria-label="Bölüm gezinmesi"><div class="nav-next"><a data-order="0" class="btn next_page" rel="next" href="/novel/n/bolum-2/">Sonraki</a></div></nav></div></div>`;
  return `${toolbar(false)}${navBar('header')}<div class="read-container"><div class="reading-content">${TEXT_BODY}</div></div><p class="reader-status screen-reader-text" role="status" aria-live="polite"></p>${navBar('footer')}`;
}

export function imageProps(shape: Partial<Shape> = {}, extra: Partial<ReaderProps> = {}): ReaderProps {
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

export function textProps(): ReaderProps {
  return {
    ...imageProps(),
    kind: 'text',
    chapter: 'bolum-1',
    chapterId: 6,
    pages: 1,
    prevChapter: null,
    nextChapter: { url: '/novel/n/bolum-2/', navigation: '' },
    backUrl: '/novel/n/',
    nextImage: '',
    nextPicture: null,
    ajax: false,
    preload: false,
    chapterUrl: '/novel/n/bolum-1/',
  };
}

/** The page config objects of an image chapter (chapter_preloaded_images and companions, manga, mangaReadingAjax). */
export function imageGlobals(slug = 'bolum-1', variants = false): ReaderGlobals {
  const count = chapter(slug).pages;
  return {
    ...(variants ? { yomu_chapter_image_variants: Array.from({ length: count }, (_, i) => variantsOf(slug, i)) } : {}),
    manga: { ajax_url: '/wp-admin/admin-ajax.php', home_url: '/', base_url: MANGA, manga_paged_var: 'manga-paged', enable_manga_view: '1', manga_id: '4', chapter_slug: slug },
    mangaReadingAjax: { isEnable: true },
    chapter_preloaded_images: Array.from({ length: count }, (_, i) => imageUrl(slug, i)),
    chapter_images_per_page: 1,
    yomu_chapter_image_sizes: Array.from({ length: count }, () => [600, 900] as [number, number]),
  };
}

/** What chapter_navigate_page answers for page 1 of a chapter. */
export function navigateAnswer(slug: string): NavigateAnswer {
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

/** The selectors manga_get_reading_nav answers for a chapter. */
export function selectionHtml(slug: string): string {
  return selection({ ...DEFAULT, slug });
}
