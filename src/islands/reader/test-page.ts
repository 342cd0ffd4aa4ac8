// Test support: a reading page around the reader island (Turkish strings, page config objects, body classes, the
// chapter heading) and the browser APIs jsdom lacks.
import Cookies from 'js-cookie';
import { vi } from 'vitest';
import { readerProps, type ReaderGlobals } from './globals';
import { mount } from './index';
import { imageGlobals } from './server-html.fixture';

const STRINGS: Record<string, string> = {
  Prev: 'Önceki',
  Next: 'Sonraki',
  'Manga Info': 'Manga Bilgisi',
  'Page %1$d of %2$d': 'Sayfa %1$d / %2$d',
  'Reader settings': 'Okuyucu ayarları',
  'Dark mode': 'Karanlık mod',
  'View full image': 'Resmi tam göster',
  'Font size': 'Yazı boyutu',
  'Decrease font size': 'Yazıyı küçült',
  'Smallest font size': 'En küçük yazı boyutu',
  'Increase font size': 'Yazıyı büyüt',
  'Sticky toolbar': 'Sabit araç çubuğu',
  Shortcuts: 'Kısayollar',
  'Keyboard shortcuts': 'Klavye kısayolları',
  Close: 'Kapat',
  'Loading…': 'Yükleniyor…',
  'Go to page': 'Sayfaya git',
  'The page could not be loaded.': 'Sayfa yüklenemedi.',
};

const GLOBALS: Array<keyof ReaderGlobals> = ['manga', 'mangaReadingAjax', 'chapter_preloaded_images', 'chapter_images_per_page', 'yomu_chapter_image_sizes', 'yomu_chapter_image_variants', 'user_history_params'];

export const IMAGE_BODY = 'reading-page reading-manga manga-reading-paged-style reader-dir-ltr reader-fit-width reader-mode-paged keyboard-navigate text-ui-light';
export const TEXT_BODY_CLASSES = 'reading-page reading-text reader-dir-ltr reader-fit-width keyboard-navigate text-ui-light';

export function preparePage(bodyClass: string, config: ReaderGlobals = imageGlobals(), path = '/manga/m/cilt-1/bolum-1/'): void {
  // mountIsland() uses React's act(), which wants to know it runs in a test.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: STRINGS };
  Object.assign(window, config);
  document.body.className = bodyClass;
  document.body.insertAdjacentHTML('afterbegin', '<h1 id="chapter-heading">Bölüm 1</h1><input type="hidden" id="wp-manga-current-chap" value="bolum-1">');
  // The page's view, as Views\PageView prints it in the footer of a site that counts views.
  const view = config.manga ? JSON.stringify({ manga: Number(config.manga.manga_id), chapter: config.manga.chapter_slug }) : '';
  if (view) document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="yomu-page-view">${view}</script>`);
  history.replaceState(null, '', path);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
}

export function cleanPage(): void {
  delete window.yomuL10n;
  GLOBALS.forEach((name) => delete (window as unknown as Record<string, unknown>)[name]);
  document.getElementById('chapter-heading')?.remove();
  document.getElementById('wp-manga-current-chap')?.remove();
  document.getElementById('yomu-page-view')?.remove();
  document.body.className = '';
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
}

/** Puts the reading area at 0–400 px, so its halves are the click zones' halves. */
export function placeReadingArea(): void {
  vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLDivElement) {
    return this.classList.contains('reading-content') ? new DOMRect(0, 100, 400, 600) : new DOMRect(0, 0, 0, 0);
  });
}

/** A touch event with the given finger positions (jsdom has no Touch). */
export function touch(type: string, touches: Array<[number, number]>, changed: Array<[number, number]> = touches): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const list = (points: Array<[number, number]>) => points.map(([clientX, clientY]) => ({ clientX, clientY }));
  Object.defineProperty(event, 'touches', { value: list(touches) });
  Object.defineProperty(event, 'changedTouches', { value: list(changed) });
  return event;
}

/** The reader island as a reader who reaches for it at once (a focus inside it): the first view, then React's reader. */
export async function mountAwake(element: HTMLElement, raw: Record<string, unknown>): Promise<void> {
  mount(element, raw);
  if (!readerProps(raw)) return;
  element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await vi.waitFor(() => {
    if (!element.querySelector('.island-root')) throw new Error('React\'s reader has not started');
  });
}
