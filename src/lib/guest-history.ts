// The guest reading history cookie (wpmanga-reading-history, Madara's shape): base64 JSON of
// { id: manga, c: chapter id, p: page, i: image, t: time }, newest first. The reader writes it; the manga page reads
// it to offer "Continue".
import Cookies from 'js-cookie';
import type { HistoryItem } from './reader/state';

export const GUEST_COOKIE = 'wpmanga-reading-history';

export function readGuestHistory(): unknown {
  const raw = Cookies.get(GUEST_COOKIE);
  if (!raw) return [];
  try {
    return JSON.parse(atob(raw));
  } catch {
    return [];
  }
}

/** Where the guest stopped in one manga (chapter id, reading page), if the cookie keeps it. */
export function guestPosition(mangaId: number): { chapter: number; page: number } | null {
  const list = readGuestHistory();
  if (!Array.isArray(list)) return null;
  const entry = list.find((item): item is HistoryItem => !!item && typeof item === 'object' && Number((item as HistoryItem).id) === mangaId);
  const chapter = Number(entry?.c);
  if (!entry || !Number.isInteger(chapter) || chapter < 1) return null;
  const page = Number(entry.p);
  return { chapter, page: Number.isInteger(page) && page > 1 ? page : 1 };
}
