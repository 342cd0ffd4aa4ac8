// admin-ajax actions of the bookmarks (SPEC.md §7 "Bookmarks, history, search and avatar"): request fields and
// answers (see actions.ts).
import type { EmptyListAnswer } from './account';

/** code login_error: a guest (ignored); invalid_nonce, invalid_manga, … otherwise. */
export interface BookmarkFailure {
  code?: string;
  message?: string;
}

export interface BookmarkActions {
  'wp-manga-user-bookmark': {
    request: { postID: string; chapter: string; page: string; nonce: string };
    /** The HTML of the bookmarked control. */
    success: string;
    failure: BookmarkFailure;
  };
  'wp-manga-delete-bookmark': {
    /** isMangaSingle 1 answers the control's HTML; 0 (the account page) answers null or the empty-list message. */
    request: { postID: string; isMangaSingle: 0 | 1; nonce: string };
    success: string | EmptyListAnswer | null;
    failure: BookmarkFailure;
  };
  'wp-manga-delete-multi-bookmark': {
    request: { bookmark: string[]; nonce: string };
    success: EmptyListAnswer | null;
    failure: BookmarkFailure;
  };
}
