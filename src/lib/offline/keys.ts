// Names shared by the service worker (src/sw/sw.ts) and the page code that saves chapters (store.ts).

/** One Cache Storage cache per saved chapter: its pages' HTML, its images and a meta entry. */
export const CHAPTER_CACHE = 'yomu-offline-chapter-';
/** The built scripts and styles (hashed names, the same for everyone) that saved pages need. */
export const ASSET_CACHE = 'yomu-offline-assets';
/** The site's own "you are offline" page (theme/inc/offline.php), kept by the worker for pages nobody saved. */
export const OFFLINE_PAGE_CACHE = 'yomu-offline-page';
/** Where the worker asks for that page, below the site's home; the saved chapters' links replace the marker in it. */
export const OFFLINE_PAGE_PATH = '?yomu-offline-page=1';
export const OFFLINE_PAGE_MARKER = '<!--yomu-saved-chapters-->';
/** The key of a chapter cache's meta entry (a JSON ChapterMeta), below the site's origin. */
export const META_PATH = '/__yomu-offline/meta';
/** localStorage: something is saved on this device (the chapter list looks for saved chapters only then). */
export const SAVED_FLAG = 'yomu-offline';
/** The message the page posts to the worker after a save or a removal. */
export const CHANGED = 'yomu-offline-changed';

export interface ChapterMeta {
  id: number;
  manga: number;
  mangaTitle: string;
  title: string;
  url: string;
  /** Bytes of the chapter's own entries (pages and images). */
  bytes: number;
  /** ISO date of the save. */
  saved: string;
  /** Which signed-in reader saved it (0: a guest). */
  owner: number;
  /** Another URL the reader may ask for (an image variant) → the saved URL that answers it. */
  aliases: Record<string, string>;
}
