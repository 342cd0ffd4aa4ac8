// The reader island's props and the page config objects the server prints on reading pages (SPEC §3, MADARA §4.1).
import type { Link, NextPicture } from '../../lib/reader/model';
import type { Variant } from '../../lib/reader/picture';
import { SETTING_CHOICES, type Settings } from '../../lib/reader/state';

export interface MangaConfig {
  ajax_url: string;
  home_url: string;
  base_url: string;
  manga_paged_var: string;
  enable_manga_view: string;
  manga_id: string;
  chapter_slug: string;
}

export interface HistoryParams {
  ajax_url: string;
  postID: number;
  chapter: string;
  page: number;
  interval: number;
  nonce: string;
}

export interface ReaderGlobals {
  manga?: MangaConfig;
  mangaReadingAjax?: { isEnable: boolean };
  chapter_preloaded_images?: string[];
  chapter_images_per_page?: number;
  yomu_chapter_image_sizes?: Array<[number, number]>;
  /** Yomu's companion of chapter_preloaded_images: each page's variants. */
  yomu_chapter_image_variants?: Variant[][];
  user_history_params?: HistoryParams;
}

export function globals(): ReaderGlobals {
  return window as unknown as ReaderGlobals;
}

export interface ReaderProps {
  kind: 'image' | 'text';
  style: 'paged' | 'list';
  page: number;
  pages: number;
  chapter: string;
  chapterId: number;
  prevChapter: Link | null;
  nextChapter: Link | null;
  backUrl: string;
  nextImage: string;
  /** The next chapter's first page: its size and variants. */
  nextPicture: NextPicture | null;
  ajax: boolean;
  preload: boolean;
  hidden: boolean;
  chapterUrl: string;
  settings: Settings;
  /** The server drew the page with the data saver on (the setting, or auto and Save-Data: on). */
  dataSaver: boolean;
  mode: Settings['mode'];
  own: Partial<Settings>;
  saveNonce: string;
  /** Phones: the reader bar stays once scrolled in (the site's sticky navigation on phones). */
  pinBar?: boolean;
}

const isLink = (value: unknown): value is Link | null =>
  value === null || (typeof value === 'object' && typeof (value as Link).url === 'string' && typeof (value as Link).navigation === 'string');

const isNextPicture = (value: unknown): value is NextPicture | null =>
  value === null ||
  (typeof value === 'object' && Number.isInteger((value as NextPicture).width) && Number.isInteger((value as NextPicture).height) && Array.isArray((value as NextPicture).variants));

const isSettings = (value: unknown): value is Settings =>
  !!value &&
  typeof value === 'object' &&
  (Object.keys(SETTING_CHOICES) as Array<keyof Settings>).every((field) => (SETTING_CHOICES[field] as readonly unknown[]).includes((value as Settings)[field]));

/** The props when they have the shape the server prints, else null (the island then keeps the server HTML). */
export function readerProps(raw: Record<string, unknown>): ReaderProps | null {
  const props = raw as Partial<ReaderProps>;
  const valid =
    (props.kind === 'image' || props.kind === 'text') &&
    (props.style === 'paged' || props.style === 'list') &&
    Number.isInteger(props.page) &&
    Number.isInteger(props.pages) &&
    typeof props.chapter === 'string' &&
    Number.isInteger(props.chapterId) &&
    isLink(props.prevChapter) &&
    isLink(props.nextChapter) &&
    typeof props.backUrl === 'string' &&
    typeof props.nextImage === 'string' &&
    isNextPicture(props.nextPicture) &&
    typeof props.ajax === 'boolean' &&
    typeof props.preload === 'boolean' &&
    typeof props.hidden === 'boolean' &&
    typeof props.chapterUrl === 'string' &&
    isSettings(props.settings) &&
    typeof props.dataSaver === 'boolean' &&
    SETTING_CHOICES.mode.includes(props.mode as Settings['mode']) &&
    !!props.own &&
    typeof props.own === 'object' &&
    typeof props.saveNonce === 'string' &&
    (props.pinBar === undefined || typeof props.pinBar === 'boolean');
  return valid ? (props as ReaderProps) : null;
}
