// The manga information page's server calls: the view counter (admin-ajax) and the chapter list endpoint.

export interface MangaActions {
  /** Counts a view (MADARA.md §6, SPEC §7): sent once per manga and chapter page by views.ts. The answer is not read. */
  manga_views: { request: { manga: string; chapter?: string }; success: unknown; failure: unknown };
}

/**
 * POST {manga}/ajax/chapters/ (MADARA.md §3.2), empty body: answers the chapter list HTML
 * (div.page-content-listing > div.listing-chapters_wrap > ul.main.version-chap), or an empty body for an
 * unknown manga. Read with postForHtml({ url }).
 */
export type ChapterListHtml = string;

