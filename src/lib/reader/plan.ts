// Where an input leads (SPEC §2, "Ways a page change can happen"): a page of the preloaded chapter drawn in
// place, an in-place fetch, or a normal navigation. Pure: the island carries the plan out.
import type { Link, Picker } from './model';
import { pictureSources, type PictureSource } from './picture';
import { firstImage, hasClass, isPreloaded, pageLink, preloadedImage, shownRange, spreadLayout, type ReaderState } from './reducer';
import { turnFrom } from './spread';
import { changeWay, imagesOfPage, navigationPage, preloadWindow, type Turn } from './state';

export interface PlanConfig {
  /** In-place paging is on (mangaReadingAjax and the chapter's own flag). */
  ajax: boolean;
  /** The page query variable (manga.manga_paged_var). */
  pagedVar: string;
}

export type Plan = { way: 'preloaded'; page: number } | { way: 'ajax'; link: Link } | { way: 'navigate'; url: string };

/** Follows a link to a page of a chapter (page 0: unknown). */
export function planGo(state: ReaderState, link: Link, page: number, chapter: string, config: PlanConfig): Plan {
  const way = changeWay({
    sameChapter: chapter === state.chapter && page > 0,
    preloaded: isPreloaded(state),
    ajaxEnabled: config.ajax,
    navigation: link.navigation,
  });
  if (way === 'preloaded') return { way, page };
  if (way === 'ajax') return { way, link };
  return { way: 'navigate', url: link.url };
}

/** Prev or Next (button, key, click zone or swipe); null when there is none. */
export function planTurn(state: ReaderState, turn: Turn, config: PlanConfig): Plan | null {
  const link = turn === 'next' ? state.nav?.buttons.next : state.nav?.buttons.prev;
  if (!link) return null;
  let page = navigationPage(link.navigation, config.pagedVar);
  let chapter = link.navigation ? (new URLSearchParams(link.navigation).get('chapter') ?? '') : '';
  if (!link.navigation && isPreloaded(state)) {
    // One turn moves by a whole spread when two pages are on screen.
    const next = turnFrom(shownRange(state), state.pages, state.preload?.sizes ?? [], spreadLayout(state), turn === 'next');
    if (next >= 1 && next <= state.pages) {
      page = next;
      chapter = state.chapter;
    }
  }
  return planGo(state, link, page, chapter, config);
}

/** An option chosen in a selector: pages and chapters may change in place, hosts and styles navigate. */
export function planPick(state: ReaderState, picker: Picker, value: string, config: PlanConfig): Plan | null {
  if (hasClass(picker.select, 'volume-select')) return null;
  const link = picker.options.find((option) => option.value === value)?.link;
  if (!link || link.url === '#') return null;
  if (hasClass(picker.select, 'single-pager')) return planGo(state, link, Number(value), state.chapter, config);
  if (hasClass(picker.select, 'single-chapter-select')) return planGo(state, link, 1, value, config);
  return { way: 'navigate', url: link.url };
}

/** The progress bar's jump to a reading page of the chapter on screen. */
export function planJump(state: ReaderState, page: number, config: PlanConfig): Plan | null {
  const link = pageLink(state, page);
  const [first, last] = shownRange(state);
  return (page >= first && page <= last) || !link ? null : planGo(state, link, page, state.chapter, config);
}

/** An image to fetch ahead, with what its <picture> will have, so the warm-up picks the same candidate. */
export interface WarmTarget {
  url: string;
  width: number;
  height: number;
  sources: PictureSource[];
  /** The <img> sizes the page view will give it, in the layout of the moment it was asked for (warming.ts). */
  sizes?: string;
}

/**
 * Images to fetch ahead, in reading order: the next `ahead` pages of the preloaded chapter, the previous page,
 * then the next chapter's first page near the end. The data saver keeps only the next page.
 */
export function warmList(state: ReaderState, ahead: number): WarmTarget[] {
  const targets: WarmTarget[] = [];
  const preload = isPreloaded(state) ? state.preload : null;
  if (preload) {
    // From the last page on screen: a spread's pages are both loaded before anything ahead.
    const [first, last] = shownRange(state);
    const spread = last > first;
    const around = preloadWindow(last, state.pages, (state.saver ? 1 : ahead) * (spread ? 2 : 1)).filter((page) => page < first || page > last);
    const pages = (spread && first > 1 && !state.saver ? [...around, first - 1] : around).filter((page) => !state.saver || page > last);
    pages.forEach((page) => imagesOfPage(page, preload.perPage, preload.images.length).forEach((i) => targets.push(preloadedImage(preload, i, false, state.saver))));
  }
  const next = shownRange(state)[1] >= state.pages - 1 ? nextChapterTarget(state) : null;
  if (next) targets.push(next);
  return targets.filter((target) => target.url).map(({ url, width, height, sources }) => ({ url, width, height, sources }));
}

/** The next chapter's first page (list and long strip warm it when the reader nears the end); null with the data saver. */
export function nextChapterTarget(state: ReaderState): WarmTarget | null {
  const url = state.edges.nextImage;
  if (state.saver || !url) return null;
  const next = state.edges.nextPicture;
  return { url, width: next?.width ?? 0, height: next?.height ?? 0, sources: pictureSources(next?.variants ?? [], { url, width: next?.width ?? 0 }, false) };
}

/** The reading position the history keeps. */
export function position(state: ReaderState): { chapter: string; chapterId: number; page: number; image: number } {
  return { chapter: state.chapter, chapterId: state.chapterId, page: state.page, image: firstImage(state) };
}
