// The reader's one state and its reducer: the page on screen, the navigation bar, the reading content, the
// preloaded chapter, loading, zoom, the settings panel and the toolbar's toggles. Pure: the island turns
// actions into requests, URLs, cookies and body classes.
import type { Content, Edges, Link, NavData, PageImage, Picker, Preload } from './model';
import { pictureSources } from './picture';
import { spreadAt, type Range } from './spread';
import { imagesOfPage, SETTING_CHOICES, settingReload, type Mode, type Settings, type Spread } from './state';

/** A page change the island follows up after it has painted: history entry, scroll, reading history, warm-up. */
export interface Change {
  seq: number;
  url: string;
  push: boolean;
  chapter: string;
  page: number;
}

/** The chapter and page on screen, and what the reader shows of them. */
interface ChapterPage {
  chapter: string;
  chapterId: number;
  page: number;
  pages: number;
  nav: NavData | null;
  content: Content;
}

export interface ReaderState extends ChapterPage {
  preload: Preload | null;
  edges: Edges;
  loading: boolean;
  /** What the live region announces (null until the first page change): the page, or the spread's first and last. */
  announced: { page: number; last: number; pages: number } | null;
  change: Change | null;
  /** List and long strip: the image that fills most of the screen, of how many. */
  visible: { index: number; total: number };
  zoom: { index: number; origin: [number, number] } | null;
  settings: Settings;
  /** The reader's own choices (what the cookie and the account keep). */
  own: Partial<Settings>;
  /** A mode that needs the chapter again: shown chosen while the page reloads. */
  pendingMode: Mode | null;
  panelOpen: boolean;
  dark: boolean;
  full: boolean;
  sticky: boolean;
  /** Text chapters: the stored font size (null: the stylesheet's). */
  font: number | null;
  /** The data saver is on: the narrowest variants, one page ahead, no next chapter. */
  saver: boolean;
  /** The screen is wide enough for two-page spreads (not a phone held upright). */
  twoUp: boolean;
}

/** A chapter_navigate_page answer, as data. */
export interface NavigatedPage extends ChapterPage {
  /** The new chapter's image list and edges, when the answer carried them and preloading is on. */
  preload: { preload: Preload; edges: Edges } | null;
}

export type ReaderAction =
  | { type: 'page'; page: number; push: boolean }
  | { type: 'loading' }
  | { type: 'navigated'; page: NavigatedPage; url: string }
  | { type: 'failed'; message: string }
  | { type: 'selection'; selection: Picker[] }
  | { type: 'pick'; key: string; value: string }
  | { type: 'setting'; field: keyof Settings; value: string }
  | { type: 'panel'; open: boolean }
  | { type: 'contrast' }
  | { type: 'full' }
  | { type: 'sticky' }
  | { type: 'font'; stored: number }
  | { type: 'zoom'; index: number; origin: [number, number] }
  | { type: 'pan'; origin: [number, number] }
  | { type: 'unzoom' }
  | { type: 'visible'; index: number; total: number }
  | { type: 'viewport'; twoUp: boolean };

/** What the server page gives the reader to start from. */
export type ReaderStart = Pick<ReaderState, 'chapter' | 'chapterId' | 'page' | 'pages' | 'nav' | 'content' | 'preload' | 'edges' | 'settings' | 'own' | 'dark' | 'font' | 'saver'> &
  Partial<Pick<ReaderState, 'twoUp'>>;

export function initialState(start: ReaderStart): ReaderState {
  const images = start.content.kind === 'pages' ? start.content.images.length : 0;
  return relayout({
    twoUp: false,
    ...start,
    loading: false,
    announced: null,
    change: null,
    visible: { index: 0, total: images },
    zoom: null,
    pendingMode: null,
    panelOpen: false,
    full: false,
    sticky: false,
  });
}

/** The page's images come from the preloaded list: its pages change with no request. */
export function isPreloaded(state: ReaderState): boolean {
  return state.preload !== null && state.preload.chapter === state.chapter;
}

function pagerOf(nav: NavData | null): Picker | null {
  return nav?.pickers.find((picker) => hasClass(picker.select, 'single-pager')) ?? null;
}

export function hasClass(classes: string, name: string): boolean {
  return classes.split(/\s+/).includes(name);
}

/** The link of a reading page of the chapter on screen (the page selector's option). */
export function pageLink(state: ReaderState, page: number): Link | null {
  return pagerOf(state.nav)?.options.find((option) => option.value === String(page))?.link ?? null;
}

/** What the progress bar shows: the reading page when paged, the image most in view in list and long strip. */
export function progressOf(state: ReaderState, scrolling: boolean): { current: number; last: number; total: number } {
  if (scrolling) return { current: state.visible.index + 1, last: state.visible.index + 1, total: state.visible.total };
  const [current, last] = shownRange(state);
  return { current, last, total: state.pages };
}

/** The image index the reading history keeps (the first image on screen). */
export function firstImage(state: ReaderState): number {
  return state.content.kind === 'pages' ? (state.content.images[0]?.index ?? 0) : 0;
}

/** What a choice in the settings panel changes: the reader's own choices, and what must reload (settingReload). */
export function chooseSetting(state: ReaderState, field: keyof Settings, value: string): { own: Partial<Settings>; reload: 'chapter' | 'page' | null } | null {
  if (!(field in SETTING_CHOICES) || !(SETTING_CHOICES[field] as readonly string[]).includes(value)) return null;
  const own = { ...state.own, [field]: value };
  return { own, reload: settingReload(field, state.settings, value) };
}

/**
 * The page layout in effect: spreads need the paged mode, the preloaded chapter with one image per reading page,
 * and a screen wide enough for two pages (phones held upright show one page at a time).
 */
export function spreadLayout(state: ReaderState): Spread {
  const preload = state.preload;
  const possible = state.twoUp && state.settings.mode === 'paged' && !!preload && isPreloaded(state) && preload.perPage <= 1 && preload.images.length === state.pages;
  return possible ? state.settings.spread : 'single';
}

/** The reading pages on screen: the spread that holds the current page, or the page alone. */
export function shownRange(state: ReaderState): Range {
  const layout = spreadLayout(state);
  return layout === 'single' ? [state.page, state.page] : spreadAt(state.page, state.pages, state.preload?.sizes ?? [], layout);
}

/** An image of the preloaded chapter as the page view draws it. */
export function preloadedImage(preload: Preload, index: number, first: boolean, saver: boolean): PageImage {
  const [width, height] = preload.sizes[index] ?? [0, 0];
  const sized = width > 0 && height > 0;
  const url = preload.images[index];
  return {
    index,
    total: preload.images.length,
    url,
    alt: null,
    width: sized ? width : 0,
    height: sized ? height : 0,
    priority: first,
    lazy: false,
    boxed: sized,
    sources: pictureSources(preload.variants[index] ?? [], { url, width }, saver),
  };
}

function changed(state: ReaderState, url: string, push: boolean, chapter: string, page: number): Change {
  return { seq: (state.change?.seq ?? 0) + 1, url, push, chapter, page };
}

/** What a page of the preloaded chapter shows (with the other pages of its spread): images, buttons, zones, selector. */
function layoutPage(state: ReaderState, page: number): ReaderState {
  const preload = state.preload;
  if (!preload) return state;
  const [first, last] = shownRange({ ...state, page });
  const prev = first > 1 ? pageLink(state, shownRange({ ...state, page: first - 1 })[0]) : state.edges.prev;
  const next = last < state.pages ? pageLink(state, last + 1) : state.edges.next;
  const indexes: number[] = [];
  for (let p = first; p <= last; p++) indexes.push(...imagesOfPage(p, preload.perPage, preload.images.length));
  const images = indexes.map((index, i) => preloadedImage(preload, index, i === 0, state.saver));
  const pager = pagerOf(state.nav);
  const nav = state.nav && {
    ...state.nav,
    pickers: state.nav.pickers.map((picker) => (picker === pager ? { ...picker, value: String(first) } : picker)),
    buttons: { ...state.nav.buttons, prev, next },
  };
  return { ...state, page: first, nav, content: { kind: 'pages', zones: { prev: prev?.url ?? '', next: next?.url ?? '' }, images } };
}

/** The page on screen drawn again in the layout in effect (a setting or the screen changed): no page change. */
function relayout(state: ReaderState): ReaderState {
  if (state.content.kind !== 'pages' || !isPreloaded(state) || state.settings.mode !== 'paged') return state;
  const shown = state.content.images.map((image) => image.index).join();
  const next = layoutPage(state, state.page);
  const drawn = next.content.kind === 'pages' ? next.content.images.map((image) => image.index).join() : '';
  return drawn === shown ? state : { ...next, zoom: null };
}

/** A page of the preloaded chapter: its images, the buttons and click zones around it, the page selector. */
function showPage(state: ReaderState, page: number, push: boolean): ReaderState {
  if (!state.preload || !isPreloaded(state) || page < 1 || page > state.pages) return state;
  const shown = layoutPage(state, page);
  const [first, last] = shownRange(shown);
  return {
    ...shown,
    zoom: null,
    announced: { page: first, last, pages: state.pages },
    change: changed(state, pageLink(state, first)?.url ?? '', push, state.chapter, first),
  };
}

/** Shows an option as chosen; a volume shows its chapter selector. */
function pick(nav: NavData, key: string, value: string): NavData {
  const volume = nav.selection.find((picker) => picker.key === key && hasClass(picker.select, 'volume-select'));
  const update = (picker: Picker): Picker => {
    if (picker.key === key) return { ...picker, value };
    if (volume && picker.forVolume) return { ...picker, hidden: picker.forVolume !== `volume-id-${value}` };
    return picker;
  };
  return { ...nav, selection: nav.selection.map(update), pickers: nav.pickers.map(update) };
}

/** Whether a picker is the reading-style selector (paged, list, long strip). */
export function isModePicker(picker: Picker): boolean {
  return hasClass(picker.select, 'reading-style-select');
}

function showMode(nav: NavData, mode: string): NavData {
  const update = (picker: Picker): Picker => (isModePicker(picker) && picker.options.some((option) => option.value === mode) ? { ...picker, value: mode } : picker);
  return { ...nav, pickers: nav.pickers.map(update) };
}

export function readerReducer(state: ReaderState, action: ReaderAction): ReaderState {
  switch (action.type) {
    case 'page':
      return showPage(state, action.page, action.push);
    case 'loading':
      return { ...state, loading: true };
    case 'navigated': {
      const next = action.page;
      const shown = relayout({
        ...state,
        chapter: next.chapter,
        chapterId: next.chapterId,
        page: next.page,
        pages: next.pages,
        nav: next.nav ?? state.nav,
        content: next.content,
        preload: next.preload ? next.preload.preload : state.preload,
        edges: next.preload ? next.preload.edges : state.edges,
        loading: false,
        zoom: null,
      });
      const [first, last] = shownRange(shown);
      return { ...shown, announced: { page: first, last, pages: next.pages }, change: changed(state, action.url, true, next.chapter, next.page) };
    }
    case 'failed':
      return { ...state, loading: false, zoom: null, content: { kind: 'error', message: action.message } };
    case 'selection':
      return state.nav ? { ...state, nav: { ...state.nav, selection: action.selection } } : state;
    case 'pick':
      return state.nav ? { ...state, nav: pick(state.nav, action.key, action.value) } : state;
    case 'setting': {
      const choice = chooseSetting(state, action.field, action.value);
      if (!choice) return state;
      // The reading-style selector shows the same three modes as the settings panel.
      const nav = action.field === 'mode' && state.nav ? showMode(state.nav, action.value) : state.nav;
      if (choice.reload === 'chapter') return { ...state, nav, own: choice.own, pendingMode: action.value as Mode };
      return relayout({ ...state, nav, own: choice.own, settings: { ...state.settings, [action.field]: action.value } });
    }
    case 'panel':
      return state.panelOpen === action.open ? state : { ...state, panelOpen: action.open };
    case 'contrast':
      return { ...state, dark: !state.dark };
    case 'full':
      return { ...state, full: !state.full };
    case 'sticky':
      return { ...state, sticky: !state.sticky };
    case 'font':
      return { ...state, font: action.stored };
    case 'zoom':
      return { ...state, zoom: { index: action.index, origin: action.origin } };
    case 'pan':
      return state.zoom ? { ...state, zoom: { ...state.zoom, origin: action.origin } } : state;
    case 'unzoom':
      return state.zoom ? { ...state, zoom: null } : state;
    case 'visible':
      return state.visible.index === action.index && state.visible.total === action.total ? state : { ...state, visible: { index: action.index, total: action.total } };
    case 'viewport':
      return state.twoUp === action.twoUp ? state : relayout({ ...state, twoUp: action.twoUp });
  }
}
