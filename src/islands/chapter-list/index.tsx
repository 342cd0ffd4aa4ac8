// The manga page's chapter list (SPEC §4). What the page needs at once is plain code: the list is cut at 550 px
// with the server's "Show more", the "Reverse order" toolbar shows, volumes after the first are folded (manga.css),
// and the list is reloaded from ajax/chapters/ once the page has opened. The list's controls are React
// (chapter-list.tsx), fetched on the reader's first touch, hover or focus of the list, a click on one of them before
// it came given to it (wake.ts); or at once when the reload or an upload from this page brings a list that differs.
import { CHAPTER_UPLOADED_EVENT } from '../../lib/api/upload';
import { wakeOnInteraction } from '../../lib/islands/wake';
import { countChapters, readChapterList } from './list-data';
import { SHOW_MORE_HEIGHT } from './list-state';
import { loadChapterList } from './reload-list';

/** The server's controls, and React's copies of them, in the same order (wake.ts gives a held click to the copy). */
const CONTROLS = '.chapter-list__reverse, li.parent > .has-child, .chapter-readmore';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const holder = element.querySelector<HTMLElement>('#manga-chapters-holder');
  if (!holder) return;
  const url = typeof props.url === 'string' ? props.url : '';
  let list = readChapterList(holder);
  let reloaded = false;

  const toolbar = element.querySelector<HTMLElement>(':scope > .chapter-list__toolbar');
  if (toolbar && countChapters(list) > 0) toolbar.hidden = false;
  const wrap = holder.querySelector<HTMLElement>('.listing-chapters_wrap');
  const more = element.querySelector<HTMLElement>(':scope > .chapter-readmore');
  if (wrap && more && wrap.scrollHeight >= SHOW_MORE_HEIGHT) {
    wrap.classList.add('is-cut');
    more.hidden = false;
  }

  let react: Promise<boolean> | null = null;
  const toReact = () =>
    (react ??= import('./mount-list').then(
      ({ mountList }) => mountList(element, holder.dataset.id, url, list, reloaded),
      () => false,
    ));
  element.dataset.wake = CONTROLS;
  wakeOnInteraction(element, toReact);
  // An upload before React came brings it, and it reloads the list (it listens for the next ones itself).
  const onUpload = () => {
    if (!element.isConnected) return;
    reloaded = false;
    void toReact();
  };
  document.addEventListener(CHAPTER_UPLOADED_EVENT, onUpload, { once: true });
  if (!url) return;
  loadChapterList(url, list)
    .then((fresh) => {
      reloaded = true;
      if (!fresh) return;
      list = fresh;
      void toReact();
    })
    .catch(() => undefined);
}
