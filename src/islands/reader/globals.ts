import type { Settings } from '../../lib/reader/state';
// The page config objects the server prints on reading pages (SPEC §3, MADARA §4.1).

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
  user_history_params?: HistoryParams;
}

export function globals(): ReaderGlobals {
  return window as unknown as ReaderGlobals;
}

export interface Link {
  url: string;
  navigation: string;
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
  ajax: boolean;
  preload: boolean;
  hidden: boolean;
  chapterUrl: string;
  settings: Settings;
  mode: Settings['mode'];
  own: Partial<Settings>;
  saveNonce: string;
}
