// Every admin-ajax action an island calls, mapped to its request fields and its answers (SPEC.md §7,
// MADARA.md §3.1). One file per area holds the types; islands import them from here or from the area file,
// never declare answer shapes of their own. callAction() in client.ts is typed by this map.
import type { AccountActions } from './account';
import type { BookmarkActions } from './bookmark';
import type { CommentsActions } from './comments';
import type { ConsentActions } from './consent';
import type { ListingActions, ListingHtmlActions } from './listing';
import type { MangaActions } from './manga';
import type { PremiumActions } from './premium';
import type { RatingActions } from './rating';
import type { ReaderActions, ReaderHtmlActions } from './reader';
import type { SearchActions } from './search';
import type { UploadActions } from './upload';
import type { Fields } from './client';

/** The shape each area file's entries follow. */
export interface ActionTypes {
  request: Fields;
  /** `data` of a `{success: true}` answer. */
  success: unknown;
  /** `data` of a `{success: false}` answer. */
  failure: unknown;
}

export interface AjaxActions
  extends AccountActions,
    BookmarkActions,
    CommentsActions,
    ConsentActions,
    ListingActions,
    MangaActions,
    PremiumActions,
    RatingActions,
    ReaderActions,
    SearchActions,
    UploadActions {}

export type ActionName = keyof AjaxActions & string;

/** admin-ajax actions the islands call that answer HTML (postForHtml): only their request fields are typed. */
export interface HtmlActions extends ListingHtmlActions, ReaderHtmlActions {}

export type HtmlActionName = keyof HtmlActions & string;
