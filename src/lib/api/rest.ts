// The REST API yomu/v1 (plugin/src/Rest/): every route mapped to its parameters and its answer, for islands (which
// read through @wordpress/api-fetch, see rest-fetch.ts) and for tests acting as reader apps. Dates are ISO 8601 in
// UTC; lists carry X-WP-Total and X-WP-TotalPages headers.

export type MangaOrder = 'latest' | 'alphabet' | 'rating' | 'trending' | 'views' | 'new-manga' | 'relevance';
export type MangaStatus = 'on-going' | 'end' | 'canceled' | 'on-hold' | 'upcoming';
export type ChapterType = 'manga' | 'text' | 'video';

export interface RestTerm {
  id: number;
  slug: string;
  name: string;
}

export interface RestImage {
  url: string;
  width: number | null;
  height: number | null;
}

/** GET /manga items. */
export interface RestManga {
  id: number;
  slug: string;
  title: string;
  link: string;
  cover: RestImage | null;
  alternative: string;
  status: MangaStatus | '';
  /** Madara's free-text type (Manga, Manhwa…). */
  type: string;
  chapter_type: ChapterType;
  adult: boolean;
  rating: number;
  votes: number;
  views: number;
  date: string | null;
  latest_update: string | null;
  genres: RestTerm[];
  tags: RestTerm[];
  authors: RestTerm[];
  artists: RestTerm[];
  release: RestTerm[];
}

/** GET /manga/{id} and /manga/by-slug/{slug}. */
export interface RestMangaDetail extends RestManga {
  /** Filtered HTML. */
  summary: string;
}

/** A short manga reference in the reader's lists. */
export interface RestMangaRef {
  id: number;
  slug: string;
  title: string;
  link: string;
  cover: RestImage | null;
}

export interface RestVolume {
  id: number;
  name: string;
  index: number;
}

/** GET /manga/{id}/chapters items. */
export interface RestChapter {
  id: number;
  manga_id: number;
  slug: string;
  name: string;
  name_extend: string;
  title: string;
  volume: RestVolume | null;
  /** The number the chapter sorts by. */
  number: number;
  date: string | null;
  views: number;
  link: string;
}

export interface RestPage {
  number: number;
  url: string;
  mime: string;
  width: number | null;
  height: number | null;
}

export interface RestVideoServer {
  name: string;
  /** A checked, sandboxed iframe. */
  html: string;
}

/** GET /chapters/{id}: pages for image chapters, text for text chapters, servers for video chapters. */
export interface RestChapterContent extends RestChapter {
  type: ChapterType;
  hosts: string[];
  pages: RestPage[];
  text: string | null;
  servers: RestVideoServer[];
  prev: number | null;
  next: number | null;
}

export interface RestBookmark {
  manga: RestMangaRef;
  chapter: RestChapter | null;
  page: number;
}

export interface RestHistoryEntry extends RestBookmark {
  time: string | null;
}

export interface MangaListParams {
  page?: number;
  per_page?: number;
  search?: string;
  orderby?: MangaOrder;
  genre?: string[];
  genre_op?: 'any' | 'all';
  status?: MangaStatus[];
  type?: ChapterType;
  tag?: string;
  author?: string;
  artist?: string;
  release?: string;
}

/** A REST error answer. */
export interface RestError {
  code: string;
  message: string;
  data?: { status?: number; params?: Record<string, string> };
}

/** Every route: method and path pattern → parameters and answer. */
export interface RestRoutes {
  'GET /manga': { params: MangaListParams; answer: RestManga[] };
  'GET /manga/{id}': { params: Record<string, never>; answer: RestMangaDetail };
  'GET /manga/by-slug/{slug}': { params: Record<string, never>; answer: RestMangaDetail };
  'GET /manga/{id}/chapters': { params: { order?: 'asc' | 'desc' }; answer: RestChapter[] };
  'GET /chapters/{id}': { params: { host?: string }; answer: RestChapterContent };
  'GET /me/bookmarks': { params: Record<string, never>; answer: RestBookmark[] };
  'POST /me/bookmarks': { params: { manga: number; chapter?: number; page?: number }; answer: RestBookmark };
  'DELETE /me/bookmarks/{id}': { params: Record<string, never>; answer: { deleted: true; manga: number } };
  'GET /me/history': { params: Record<string, never>; answer: RestHistoryEntry[] };
}

export const REST_NAMESPACE = 'yomu/v1';
