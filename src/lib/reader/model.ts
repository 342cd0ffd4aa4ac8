// What the reader shows, as data: the navigation bar (selectors and Prev/Next), the reading content and the
// preloaded chapter. Built once from the server HTML at mount and from chapter_navigate_page answers.
import type { PictureSource, Variant } from './picture';
import type { Settings } from './state';

/** Where a button, option or edge leads: its URL and Madara's in-place query string ('' when none). */
export interface Link {
  url: string;
  navigation: string;
  /** Chapter Coin's classes when the link leads to a chapter sold and locked for this reader (absent otherwise). */
  premium?: string;
}

export interface Choice {
  value: string;
  label: string;
  /** data-redirect / data-navigation; null for options that lead nowhere (volumes, the "Select Chapter" placeholder). */
  link: Link | null;
}

/** One select of the navigation bar with its wrapper, as the server prints it. */
export interface Picker {
  /** Stable name within a bar: the select's classes plus its volume, for updates. */
  key: string;
  /** Classes of the div.c-selectpicker wrapper besides c-selectpicker; '' when the select sits in a bare label. */
  wrapper: string;
  /** Class of the label ('' for none). */
  labelClass: string;
  /** The screen-reader label. */
  label: string;
  /** Classes of the select. */
  select: string;
  /** The select's id in the header copy ('' for none). */
  id: string;
  /** data-order of the select ('' for none). */
  order: string;
  /** The wrapper's for="volume-id-N" of a chapter group ('' for none). */
  forVolume: string;
  hidden: boolean;
  options: Choice[];
  value: string;
}

export interface Buttons {
  prev: Link | null;
  next: Link | null;
  /** The manga page, shown as 'Manga Info' when there is no Next ('' when the setting is off). */
  back: string;
  /** data-order of the Next button. */
  order: string;
}

export interface NavData {
  /** data-* of div.chapter-selection (the manga_get_reading_nav request fields). */
  holder: { manga: string; chapter: string; vol: string; type: string; style: string };
  /** Volume and chapter selectors inside div.chapter-selection. */
  selection: Picker[];
  /** Page, host and reading-style selectors after it, in order. */
  pickers: Picker[];
  buttons: Buttons;
}

export interface PageImage {
  /** 0-based index in the chapter (img#image-N). */
  index: number;
  /** Images in the chapter. */
  total: number;
  url: string;
  /** The server's alt text; null: "Page N of M" in the reader's language. */
  alt: string | null;
  width: number;
  height: number;
  /** fetchpriority="high" (the first image of a page). */
  priority: boolean;
  lazy: boolean;
  /** The page box carries the aspect ratio itself (images drawn from the preloaded list). */
  boxed: boolean;
  /** The <picture>'s sources (none: the bare <img> with the original). */
  sources: PictureSource[];
}

export type Content =
  | { kind: 'pages'; zones: { prev: string; next: string }; images: PageImage[] }
  /** The server's own body (text, video, hidden notice), kept as it is. */
  | { kind: 'server' }
  | { kind: 'error'; message: string };

/** The chapter's image list (chapter_preloaded_images and companions): its pages change with no request. */
export interface Preload {
  chapter: string;
  images: string[];
  sizes: Array<[number, number]>;
  /** Each page's variants (yomu_chapter_image_variants). */
  variants: Variant[][];
  perPage: number;
}

/** The next chapter's first page beyond its URL: its size and variants, to warm it up as its <picture> loads it. */
export interface NextPicture {
  width: number;
  height: number;
  variants: Variant[];
}

/** Where the chapter's first and last pages lead, and the next chapter's first image (to warm up). */
export interface Edges {
  prev: Link | null;
  next: Link | null;
  nextImage: string;
  nextPicture: NextPicture | null;
}

/** One fieldset of the reader settings panel. */
export interface SettingGroup {
  field: keyof Settings;
  legend: string;
  choices: Array<{ value: string; label: string }>;
}
