// admin-ajax actions of this area: request fields and answers (see actions.ts).

/** One live-search suggestion (SPEC §3): a published manga; `type` is its chapter type (manga, text, video). */
export interface SearchSuggestion {
  title: string;
  url: string;
  type: string;
}

/** A search failure shown as a suggestion that cannot be chosen; `error` keeps Madara's codes ('not found'). */
export interface SearchFailure {
  error?: string;
  message: string;
  type: string;
}

export interface SearchActions {
  /** Live suggestions for a typed title (MADARA.md §3.1); read-only, so no nonce. */
  'wp-manga-search-manga': { request: { title: string }; success: SearchSuggestion[]; failure: SearchFailure[] };
}
