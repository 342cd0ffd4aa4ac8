// The reader's decisions as pure functions (no DOM): how a page change happens, which images a page shows,
// font-size steps, the in-progress flag, the guest reading-history list, settings and input directions.

export type ChangeWay = 'preloaded' | 'ajax' | 'navigate';

export interface ChangeRequest {
  /** The target is a page of the chapter already on screen. */
  sameChapter: boolean;
  /** The page carries the chapter's image list (chapter_preloaded_images). */
  preloaded: boolean;
  /** In-place paging is on (mangaReadingAjax). */
  ajaxEnabled: boolean;
  /** The link's or option's data-navigation query string ('' when none). */
  navigation: string;
}

/** SPEC §2: preloaded in place, else an in-place fetch, else a normal navigation. */
export function changeWay(request: ChangeRequest): ChangeWay {
  if (request.sameChapter && request.preloaded) return 'preloaded';
  if (request.ajaxEnabled && request.navigation !== '') return 'ajax';
  return 'navigate';
}

/** 0-based image indexes a reading page shows. */
export function imagesOfPage(page: number, perPage: number, total: number): number[] {
  const per = Math.max(1, Math.floor(perPage));
  const first = (page - 1) * per;
  const indexes: number[] = [];
  for (let i = first; i < Math.min(total, first + per); i++) indexes.push(i);
  return indexes;
}

export const FONT_FLOOR = 5;
export const FONT_STEP = 1;
export const LINE_RATIO = 1.5;

export interface FontSize {
  /** What the cookie keeps: may fall below the floor. */
  stored: number;
  /** What is shown. */
  display: number;
  lineHeight: number;
}

/** SPEC §5: ±1 px steps; shown never below 5 px (line-height 7.5 px there), else line-height 1.5 × size. */
export function fontSize(stored: number): FontSize {
  const display = Math.max(FONT_FLOOR, stored);
  return { stored, display, lineHeight: display * LINE_RATIO };
}

/**
 * One visible step from the size shown: a cookie that fell below the floor (an older reader, SPEC §5) steps up
 * from the floor, and the floor itself does not step down (the reader disables A− there, see atFontFloor).
 */
export function stepFont(stored: number, direction: 1 | -1): FontSize {
  const shown = Math.max(FONT_FLOOR, Math.round(stored));
  return fontSize(direction < 0 && shown <= FONT_FLOOR ? shown : shown + direction * FONT_STEP);
}

/** Whether A− would change nothing shown. */
export function atFontFloor(stored: number): boolean {
  return Math.round(stored) <= FONT_FLOOR;
}

/** The font-size cookie as the server reads it (whole pixels, at most three digits), else null. */
export function parseFont(raw: string | undefined): number | null {
  return raw !== undefined && /^-?\d{1,3}$/.test(raw) ? Number(raw) : null;
}

/** The in-progress flag: a navigation that starts while another runs is ignored. */
export class NavigationLock {
  private running = false;
  get busy(): boolean {
    return this.running;
  }
  begin(): boolean {
    if (this.running) return false;
    this.running = true;
    return true;
  }
  end(): void {
    this.running = false;
  }
}

export interface HistoryItem {
  id: number;
  c: number | string;
  p: number;
  i: number;
  t: number;
}

export const HISTORY_MAX = 12;

/** Madara's history list: one entry per manga, newest first, at most 12. */
export function addHistory(list: unknown, item: HistoryItem, max = HISTORY_MAX): HistoryItem[] {
  const valid = Array.isArray(list)
    ? list.filter((entry): entry is HistoryItem => !!entry && typeof entry === 'object' && typeof (entry as HistoryItem).id === 'number')
    : [];
  return [item, ...valid.filter((entry) => entry.id !== item.id)].slice(0, max);
}

/** Reads a navigation query string's target page ('' when absent). */
export function navigationPage(navigation: string, pagedVar: string): number {
  const value = new URLSearchParams(navigation).get(pagedVar);
  const page = value === null ? NaN : Number(value);
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/** Pages to warm up around the current one, in reading order: the next `ahead`, then the previous one. */
export function preloadWindow(page: number, pages: number, ahead = 4): number[] {
  const wanted: number[] = [];
  for (let p = page + 1; p <= Math.min(pages, page + ahead); p++) wanted.push(p);
  if (page > 1) wanted.push(page - 1);
  return wanted;
}

export type Mode = 'paged' | 'list' | 'strip';
export type Direction = 'ltr' | 'rtl';
/** Width of the column, screen height, both (contain), the page's own size, or a narrower column. */
export type Fit = 'width' | 'height' | 'both' | 'original' | 'limit';
export type Saver = 'auto' | 'on' | 'off';
/** The paged mode's layout: one page, two-page spreads, or spreads with the first page (the cover) alone. */
export type Spread = 'single' | 'double' | 'cover';
/** The reading area's background: auto follows the page theme (light or dark mode). */
export type Background = 'auto' | 'dark' | 'grey' | 'light';
export interface Settings {
  mode: Mode;
  direction: Direction;
  fit: Fit;
  /** The data saver: auto follows the browser's Save-Data. */
  saver: Saver;
  spread: Spread;
  background: Background;
}
export const SETTING_CHOICES: { [K in keyof Settings]: ReadonlyArray<Settings[K]> } = {
  mode: ['paged', 'list', 'strip'],
  direction: ['ltr', 'rtl'],
  fit: ['width', 'height', 'both', 'original', 'limit'],
  saver: ['auto', 'on', 'off'],
  spread: ['single', 'double', 'cover'],
  background: ['auto', 'dark', 'grey', 'light'],
};
/** The cookie's fields, in order (plugin/src/Reader/ReaderSettings.php reads the same order). */
const FIELDS = ['mode', 'direction', 'fit', 'saver', 'spread', 'background'] as const;
/** Fields a cookie always has (the three it had before the later ones existed). */
const MIN_FIELDS = 3;

/** The reader's own choices ("auto" fields are absent), from the cookie "mode.direction.fit.saver.spread.background" ('-' = auto). */
export function parseSettings(raw: string | undefined): Partial<Settings> {
  const parts = (raw ?? '').split('.');
  const own: Partial<Record<keyof Settings, string>> = {};
  FIELDS.forEach((field, i) => {
    if ((SETTING_CHOICES[field] as readonly string[]).includes(parts[i] ?? '')) own[field] = parts[i];
  });
  return own as Partial<Settings>;
}

/** The cookie value; fields left on auto at the end are not written (an older reader's cookie keeps its three fields). */
export function serializeSettings(own: Partial<Settings>): string {
  const parts: string[] = FIELDS.map((field) => own[field] ?? '-');
  while (parts.length > MIN_FIELDS && parts[parts.length - 1] === '-') parts.pop();
  return parts.join('.');
}

/** Changing the mode between paged and list/strip needs another page from the server; list ↔ strip does not. */
export function modeNeedsReload(from: Mode, to: Mode): boolean {
  return (from === 'paged') !== (to === 'paged');
}

/**
 * Which page a setting change reloads: the chapter's first page for a mode that needs another page, this page for
 * the data saver (the server draws the page images with it); null when the reader applies it in place.
 */
export function settingReload(field: keyof Settings, from: Settings, to: string): 'chapter' | 'page' | null {
  if (field === 'mode') return modeNeedsReload(from.mode, to as Mode) ? 'chapter' : null;
  return field === 'saver' && from.saver !== to ? 'page' : null;
}

export type Turn = 'prev' | 'next';

/** Arrow keys follow the reading direction: in right-to-left reading the left arrow goes forward. */
export function keyTurn(key: string, direction: Direction): Turn | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  return (key === 'ArrowRight') === (direction === 'ltr') ? 'next' : 'prev';
}

/**
 * Which half of the visible reading area a tap or click hit (x and the area's visible left/right edges in
 * viewport pixels): the zones stay where they are on screen, also while the view is zoomed.
 */
export function zoneTurn(x: number, left: number, right: number, direction: Direction): Turn {
  const leftHalf = x < (left + right) / 2;
  return leftHalf === (direction === 'ltr') ? 'prev' : 'next';
}

/** A horizontal swipe (finger moved dx px): dragging the page leftwards goes forward in left-to-right reading. */
export function swipeTurn(dx: number, direction: Direction): Turn {
  return dx < 0 === (direction === 'ltr') ? 'next' : 'prev';
}

/** Pixels a swipe must travel sideways to turn the page. */
const MIN_SWIPE = 50;

/** The turn a one-finger move of dx, dy makes: mostly sideways and 50 px or more; null otherwise. */
export function swipeAt(dx: number, dy: number, direction: Direction): Turn | null {
  return Math.abs(dx) >= MIN_SWIPE && Math.abs(dy) < Math.abs(dx) / 2 ? swipeTurn(dx, direction) : null;
}

/** The index of the image that fills the most of the viewport, from each image's visible height. */
export function mostVisible(visibleHeights: number[]): number {
  let best = 0;
  visibleHeights.forEach((height, i) => {
    if (height > visibleHeights[best]) best = i;
  });
  return best;
}

/** The zoom origin (percent) after a one-finger pan of dx/dy px over a box of w×h at the given scale. */
export function panOrigin(origin: [number, number], dx: number, dy: number, w: number, h: number, scale: number): [number, number] {
  const clamp = (v: number) => Math.min(100, Math.max(0, v));
  const factor = scale > 1 ? 100 / (scale - 1) : 0;
  return [clamp(origin[0] - (dx / Math.max(1, w)) * factor), clamp(origin[1] - (dy / Math.max(1, h)) * factor)];
}
