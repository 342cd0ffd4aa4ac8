// Reading history on opening a chapter and after page changes: manga-user-history for signed-in readers (nonce
// madara_reading_history), the wpmanga-reading-history cookie for guests. Debounced and sent with keepalive:
// never blocks a page turn.
import Cookies from 'js-cookie';
import { callAction } from '../../lib/api/client';
import { GUEST_COOKIE, readGuestHistory } from '../../lib/guest-history';
import { addHistory } from '../../lib/reader/state';
import { globals } from './globals';

const DEBOUNCE_MS = 1000;
let timer = 0;

/** The reader's entries in the browser's history (a page of the chapter turned in place). */
export interface HistoryState {
  yomuReader?: boolean;
  chapter?: string;
  page?: number;
}

export interface Position {
  chapter: string;
  chapterId: number;
  page: number;
  /** The first image on screen (0-based). */
  image: number;
}

export function send(position: Position): void {
  const params = globals().user_history_params;
  if (params) {
    void callAction(
      'manga-user-history',
      { postID: params.postID, chapterSlug: position.chapter, paged: position.page, img_id: position.image, nonce: params.nonce },
      { keepalive: true },
    ).catch(() => undefined);
    return;
  }
  const mangaId = Number(globals().manga?.manga_id);
  if (!mangaId) return;
  const list = addHistory(readGuestHistory(), { id: mangaId, c: position.chapterId, p: position.page, i: position.image, t: Math.floor(Date.now() / 1000) });
  // Percent-encode so '+' survives PHP's cookie decoding.
  Cookies.withConverter({ write: (value) => encodeURIComponent(value) }).set(GUEST_COOKIE, btoa(JSON.stringify(list)), {
    expires: 30,
    path: '/',
    sameSite: 'Lax',
  });
}

let pending: Position | null = null;

function flush(): void {
  window.clearTimeout(timer);
  if (pending) send(pending);
  pending = null;
}

/**
 * Records where the reader is: on opening a chapter and after each page change, debounced; a position still
 * waiting when the page is hidden or left is sent then (keepalive), so a chapter opened and closed at once counts.
 */
export function recordHistory(position: Position): void {
  if (!pending) {
    window.addEventListener('pagehide', flush, { once: true });
  }
  pending = position;
  window.clearTimeout(timer);
  timer = window.setTimeout(flush, DEBOUNCE_MS);
}
