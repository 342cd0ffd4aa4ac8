// Reading history after page changes: manga-user-history for signed-in readers (nonce madara_reading_history),
// the wpmanga-reading-history cookie for guests. Debounced and sent with keepalive: never blocks a page turn.
import Cookies from 'js-cookie';
import { callAction } from '../../lib/api/client';
import { addHistory } from '../../lib/reader/state';
import { globals } from './globals';

export const GUEST_COOKIE = 'wpmanga-reading-history';
const DEBOUNCE_MS = 1000;
let timer = 0;

export interface Position {
  chapter: string;
  chapterId: number;
  page: number;
  /** The first image on screen (0-based). */
  image: number;
}

export function readGuestHistory(): unknown {
  const raw = Cookies.get(GUEST_COOKIE);
  if (!raw) return [];
  try {
    return JSON.parse(atob(raw));
  } catch {
    return [];
  }
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

export function recordHistory(position: Position): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => send(position), DEBOUNCE_MS);
}
