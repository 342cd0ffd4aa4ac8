// Reads the reader's server HTML into data: once at mount from the fallback, and from chapter_navigate_page and
// manga_get_reading_nav answers (parsed in an inert document and rendered as data, never inserted as HTML).
import type { NavigateAnswer } from '../../lib/api/reader';
import type { Choice, Content, Link, NavData, PageImage, Picker, SettingGroup } from '../../lib/reader/model';
import type { PictureSource } from '../../lib/reader/picture';
import type { NavigatedPage } from '../../lib/reader/reducer';
import { SETTING_CHOICES } from '../../lib/reader/state';

/** http(s) and relative URLs as given; anything else ('javascript:' …) becomes ''. */
export function safeUrl(raw: string | null | undefined): string {
  if (!raw) return '';
  try {
    const { protocol } = new URL(raw, location.href);
    return protocol === 'http:' || protocol === 'https:' ? raw : '';
  } catch {
    return '';
  }
}

/** Chapter Coin's classes (premium …, free-chap …) among an element's classes ('' for none). */
const PREMIUM_CLASS = /^(premium|premium-block|free-chap|coin-\d+|data-chapter-\d+)$/;
function premiumOf(classes: string | null | undefined): string {
  const names = (classes ?? '').split(/\s+/).filter((name) => PREMIUM_CLASS.test(name));
  return names.includes('premium') || names.includes('free-chap') ? names.join(' ') : '';
}

function toLink(url: string | null | undefined, navigation: string | null | undefined, premium = ''): Link | null {
  const safe = safeUrl(url);
  if (!safe) return null;
  const classes = premiumOf(premium);
  return classes ? { url: safe, navigation: navigation ?? '', premium: classes } : { url: safe, navigation: navigation ?? '' };
}

/** A link from the server's JSON (edges), made safe. */
export function edgeLink(link: Link | null | undefined): Link | null {
  return link ? toLink(link.url, link.navigation, link.premium) : null;
}

function parsePicker(select: HTMLSelectElement): Picker {
  const wrapper = select.closest('.c-selectpicker');
  const label = select.closest('label');
  const forVolume = wrapper?.getAttribute('for') ?? '';
  const options: Choice[] = Array.from(select.options, (option) => ({
    value: option.value,
    label: option.textContent ?? '',
    link: option.dataset.redirect ? toLink(option.dataset.redirect, option.dataset.navigation, option.className) : null,
  }));
  return {
    key: `${select.className}|${forVolume}`,
    wrapper: wrapper ? Array.from(wrapper.classList).filter((name) => name !== 'c-selectpicker').join(' ') : '',
    labelClass: label?.getAttribute('class') ?? '',
    label: label?.querySelector('.screen-reader-text')?.textContent ?? '',
    select: select.className,
    id: select.id,
    order: select.dataset.order ?? '',
    forVolume,
    hidden: wrapper?.hasAttribute('hidden') ?? false,
    options,
    value: select.value,
  };
}

/** The selects of a chapter-selection holder (or of the manga_get_reading_nav answer). */
export function parseSelection(root: ParentNode): Picker[] {
  return Array.from(root.querySelectorAll('select'), parsePicker);
}

/** div.wp-manga-nav as data; `back` is the 'Manga Info' target (the props' backUrl). */
export function parseNav(nav: Element | null, back: string): NavData | null {
  if (!nav) return null;
  const holder = nav.querySelector<HTMLElement>('.chapter-selection');
  const view = nav.querySelector('.select-view');
  const button = (kind: string) => nav.querySelector<HTMLAnchorElement>(`.nav-links a.btn.${kind}`);
  const prev = button('prev_page');
  const next = button('next_page');
  return {
    holder: {
      manga: holder?.dataset.manga ?? '',
      chapter: holder?.dataset.chapter ?? '',
      vol: holder?.dataset.vol ?? '',
      type: holder?.dataset.type ?? 'manga',
      style: holder?.dataset.style ?? '',
    },
    selection: holder ? parseSelection(holder) : [],
    pickers: view ? Array.from(view.querySelectorAll('select')).filter((select) => !holder?.contains(select)).map(parsePicker) : [],
    buttons: {
      prev: prev ? toLink(prev.getAttribute('href'), prev.dataset.navigation, prev.parentElement?.className) : null,
      next: next ? toLink(next.getAttribute('href'), next.dataset.navigation, next.parentElement?.className) : null,
      back,
      order: next?.dataset.order ?? '',
    },
  };
}

/** The typed sources of a server <picture> (the loading gate has no type and is left out). */
function sourcesOf(img: HTMLImageElement): PictureSource[] {
  const picture = img.parentElement?.matches('picture') ? img.parentElement : null;
  if (!picture) return [];
  return Array.from(picture.querySelectorAll<HTMLSourceElement>(':scope > source[type][srcset]'), (source) => ({
    type: source.getAttribute('type') ?? '',
    srcset: source.getAttribute('srcset') ?? '',
  })).filter((source) => source.srcset.split(',').every((candidate) => safeUrl(candidate.trim().split(/\s+/)[0])));
}

function pageImage(img: HTMLImageElement, position: number): PageImage {
  const index = Number((img.id || '').replace('image-', ''));
  const size = (name: string) => Math.max(0, Number(img.getAttribute(name)) || 0);
  return {
    index: Number.isInteger(index) && img.id ? index : position,
    total: 0,
    url: img.getAttribute('src') ?? '',
    alt: img.getAttribute('alt') ?? '',
    width: size('width'),
    height: size('height'),
    priority: img.getAttribute('fetchpriority') === 'high',
    lazy: img.getAttribute('loading') === 'lazy',
    boxed: false,
    sources: sourcesOf(img),
  };
}

const isZone = (node: Element) => node.matches('a.page-link');
const isPicture = (node: Element) =>
  node.matches('picture') &&
  node.lastElementChild?.matches('img.wp-manga-chapter-img') === true &&
  Array.from(node.children).every((child) => child === node.lastElementChild || child.matches('source'));
const isPageBreak = (node: Element) =>
  node.matches('div.page-break') && node.children.length === 1 && (node.firstElementChild!.matches('img.wp-manga-chapter-img') || isPicture(node.firstElementChild!));

/** The <img> of a div.page-break (inside its <picture> when there is one). */
const imageOf = (block: Element) => (block.firstElementChild!.matches('picture') ? block.firstElementChild!.lastElementChild : block.firstElementChild) as HTMLImageElement;

/** The reading content as click zones and page images, or null when it holds anything else. */
function readPages(content: Element): { content: Content; images: HTMLElement[] } | null {
  for (const node of Array.from(content.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) continue;
    if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
    if (!(node instanceof Element) || !(isZone(node) || isPageBreak(node))) return null;
  }
  const zone = (kind: string) => safeUrl(content.querySelector(`a.page-link.page-${kind}-link`)?.getAttribute('href'));
  const blocks = Array.from(content.children).filter(isPageBreak);
  return {
    content: { kind: 'pages', zones: { prev: zone('prev'), next: zone('next') }, images: blocks.map((block, i) => pageImage(imageOf(block), i)) },
    images: blocks.map((block) => block.firstElementChild as HTMLElement),
  };
}

export interface ServerContent {
  content: Content;
  /** The server's page images (the <picture>, or the bare <img>) by "index|url", kept (not re-created) when the page view shows them. */
  images: Map<string, HTMLElement>;
  /** The server's body (text, video, notice), kept as it is. */
  body: Node[];
}

export const imageKey = (image: PageImage) => `${image.index}|${image.url}`;

export function parseContent(content: Element | null, images: boolean): ServerContent {
  const pages = content && images ? readPages(content) : null;
  if (!pages) return { content: { kind: 'server' }, images: new Map(), body: content ? Array.from(content.childNodes) : [] };
  const list = pages.content.kind === 'pages' ? pages.content.images : [];
  return { content: pages.content, images: new Map(list.map((image, i) => [imageKey(image), pages.images[i]])), body: [] };
}

/** What the server printed in div.read-container around div.reading-content (the ad slots), kept as it is. */
export interface AroundContent {
  before: Node[];
  after: Node[];
}

/** The elements before and after div.reading-content in div.read-container, but the content warning (read apart). */
export function parseAround(container: Element | null): AroundContent {
  const around: AroundContent = { before: [], after: [] };
  let past = false;
  for (const child of Array.from(container?.children ?? [])) {
    if (child.classList.contains('reading-content')) past = true;
    else if (!child.classList.contains('chapter-warning')) (past ? around.after : around.before).push(child);
  }
  return around;
}

/** The settings panel's fieldsets as data (only the known settings). */
export function parseSettingsPanel(panel: Element | null): SettingGroup[] {
  if (!panel) return [];
  return Array.from(panel.querySelectorAll('fieldset')).flatMap((fieldset) => {
    const inputs = Array.from(fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    const field = (inputs[0]?.name ?? '').replace('reader-', '') as SettingGroup['field'];
    if (!(field in SETTING_CHOICES)) return [];
    const legend = fieldset.querySelector('legend')?.textContent?.trim() ?? '';
    return [{ field, legend, choices: inputs.map((input) => ({ value: input.value, label: input.closest('label')?.textContent?.trim() ?? '' })) }];
  });
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The selectors manga_get_reading_nav answers. */
export function parseSelectionHtml(html: string): Picker[] {
  return parseSelection(parse(html).body);
}

/** A chapter_navigate_page answer as data; null when its content is not the page images this view draws. */
export function parseAnswer(data: NavigateAnswer['data'], back: string, preload: boolean): NavigatedPage | null {
  const doc = parse(`${data.nav}${data.content}`);
  const content = doc.querySelector('.reading-content');
  const pages = content ? readPages(content) : null;
  if (!pages) return null;
  return {
    chapter: data.chapter,
    chapterId: data.chapterId,
    page: data.page,
    pages: data.pages,
    nav: parseNav(doc.querySelector('.wp-manga-nav'), back),
    content: pages.content,
    preload:
      preload && data.images
        ? {
            preload: { chapter: data.chapter, images: data.images, sizes: data.sizes ?? [], variants: data.variants ?? [], perPage: data.perPage ?? 1 },
            edges: { prev: edgeLink(data.prevChapter), next: edgeLink(data.nextChapter), nextImage: data.nextImage ?? '', nextPicture: data.nextPicture ?? null },
          }
        : null,
  };
}
