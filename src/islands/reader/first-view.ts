// The reader's first view, without React (SPEC §2 "Chapter reading page"): what an opened chapter needs whether or
// not the reader touches it. The server's later pages open their loading gates, the pages ahead are fetched, the
// reading history counts the opening, the content warning answers its link. The server HTML is read once, here, into
// the data React's reader starts from when it takes over (wake-reader.ts).
import { dataSaverOn } from '../../lib/reader/loading';
import { position } from '../../lib/reader/plan';
import { initialState, type ReaderStart } from '../../lib/reader/reducer';
import type { Direction } from '../../lib/reader/state';
import type { WarmQueue } from '../../lib/reader/warm-queue';
import { afterLoad, canShowTwoUp, connection, firstImageOf } from './dom';
import { openGates } from './gates';
import { globals, type ReaderProps } from './globals';
import { recordHistory, type HistoryState } from './history';
import { ownSettings, storedFont } from './preferences';
import type { ServerReader } from './reader';
import { edgeLink, parseAround, parseContent, parseNav, parseSettingsPanel } from './server-markup';
import { readWarning, watchWarning } from './warning-gate';
import { pagesAhead, warmingQueue } from './warming';

export interface FirstView {
  server: ServerReader;
  start: ReaderStart;
  /** The reading direction the reader opened with (keys and swipes follow it). */
  direction: Direction;
  /** Fetching ahead, kept by React's reader. */
  queue: WarmQueue;
  /** A list or long strip: the reader scrolls through the pages. */
  scrolling: boolean;
}

function readServer(element: HTMLElement, props: ReaderProps): ServerReader {
  const body = document.body.classList;
  return {
    warning: readWarning(element),
    nav: parseNav(element.querySelector('.wp-manga-nav'), props.backUrl),
    content: parseContent(element.querySelector('.reading-content'), props.kind === 'image'),
    around: parseAround(element.querySelector('.read-container')),
    groups: parseSettingsPanel(element.querySelector('.reader-settings-panel')),
    bookmark: Array.from(element.querySelector('.reader-bookmark')?.childNodes ?? []),
    options: {
      images: props.kind === 'image',
      keyboard: body.contains('keyboard-navigate'),
      paged: body.contains('manga-reading-paged-style'),
      clickToScroll: body.contains('click-to-scroll'),
    },
  };
}

function startOf(props: ReaderProps, server: ServerReader): ReaderStart {
  const page = globals();
  const images = page.chapter_preloaded_images;
  return {
    chapter: props.chapter,
    chapterId: props.chapterId,
    page: props.page,
    pages: props.pages,
    nav: server.nav,
    content: server.content.content,
    preload:
      props.preload && images
        ? { chapter: props.chapter, images, sizes: page.yomu_chapter_image_sizes ?? [], variants: page.yomu_chapter_image_variants ?? [], perPage: page.chapter_images_per_page ?? 1 }
        : null,
    edges: { prev: edgeLink(props.prevChapter), next: edgeLink(props.nextChapter), nextImage: props.nextImage, nextPicture: props.nextPicture },
    settings: { ...props.settings, mode: props.mode },
    own: ownSettings(props.own),
    dark: document.body.classList.contains('text-ui-dark'),
    font: props.kind === 'text' ? storedFont() : null,
    saver: dataSaverOn(props.settings.saver, props.dataSaver, connection()),
    twoUp: canShowTwoUp(),
  };
}

/** Starts the chapter as the server drew it; returns what React's reader takes over from. */
export function openFirstView(element: HTMLElement, props: ReaderProps): FirstView {
  const server = readServer(element, props);
  const start = startOf(props, server);
  const state = initialState(start);
  watchWarning(element, server.warning);
  const content = element.querySelector('.reading-content');
  if (content) openGates(content);
  history.replaceState({ yomuReader: true, chapter: state.chapter, page: state.page } satisfies HistoryState, '', location.href);
  // Paged reading fetches the pages ahead once the page on screen has loaded; a scrolled chapter has them all.
  const queue = warmingQueue();
  const scrolling = props.kind === 'image' && props.style === 'list';
  if (!scrolling) afterLoad(firstImageOf(content), () => queue.set(pagesAhead(state)));
  // Opening a chapter counts, even when it is closed at once.
  recordHistory(position(state));
  return { server, start, direction: state.settings.direction, queue, scrolling };
}
