// The reader's server calls (SPEC §7 "Reading", MADARA.md §3.1, §4.2): in-place paging, views, reading history,
// reader settings, and the chapter selectors (an HTML answer).
import type { Link, NextPicture } from '../reader/model';
import type { Variant } from '../reader/picture';
import type { Settings } from '../reader/state';

/**
 * chapter_navigate_page takes Madara's navigation query string as fields: postID, chapter, the page variable
 * (manga.manga_paged_var, 'manga-paged' by default) and style.
 */
export type NavigateRequest = Record<string, string>;

/** The data of a successful chapter_navigate_page answer. */
export interface NavigateAnswer {
  message: string;
  data: {
    /** div.reading-content with the click zones and the page's images. */
    content: string;
    /** The header copy of div.wp-manga-nav. */
    nav: string;
    title: string;
    page: number;
    pages: number;
    chapter: string;
    chapterId: number;
    /** The chapter's content warning (safe HTML) and its acknowledgement key; absent when it has none. */
    warning?: string;
    warningKey?: string;
    /** With preloading on: the chapter's image list, sizes, variants, images per page, edges and the next chapter's first image. */
    images?: string[];
    sizes?: Array<[number, number]>;
    variants?: Variant[][];
    perPage?: number;
    prevChapter?: Link | null;
    nextChapter?: Link | null;
    nextImage?: string;
    nextPicture?: NextPicture | null;
  };
}

export type SettingsRequest = { nonce: string } & { [K in keyof Settings as `settings[${K}]`]: string };

/** manga_get_reading_nav answers the selectors' HTML (or a JSON error). */
export type ReadingNavRequest = { manga: string; chapter: string; volume_id: string; style: string; type: string };

/** The reader's admin-ajax action that answers HTML (see HtmlActions in actions.ts). */
export interface ReaderHtmlActions {
  manga_get_reading_nav: { request: ReadingNavRequest };
}

/** manga_views (a chapter view) is declared with the manga page's in manga.ts. */
export interface ReaderActions {
  chapter_navigate_page: { request: NavigateRequest; success: NavigateAnswer; failure: { message?: string } };
  'manga-user-history': {
    request: { postID: number; chapterSlug: string; paged: number; img_id: number; nonce: string };
    success: null;
    failure: null;
  };
  yomu_reader_settings: { request: SettingsRequest; success: { settings: Partial<Settings> }; failure: { message: string } };
}
