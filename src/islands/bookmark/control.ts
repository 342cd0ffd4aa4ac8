// The bookmark control as data: read from the server's markup (plugin Bookmarks\Control) at mount and from the
// HTML the bookmark calls answer. The answer is parsed inertly and only its data is rendered, never its HTML.

interface Common {
  href: string;
  title: string;
  icon: string;
  label: string;
}

export type ControlData =
  | (Common & { kind: 'add'; post: string; chapter: string; page: string })
  | (Common & { kind: 'delete'; postId: string });

/** Links only to http(s) or the same site; anything else becomes '#'. */
function safeHref(href: string | null): string {
  if (!href) return '#';
  try {
    return ['http:', 'https:'].includes(new URL(href, document.baseURI).protocol) ? href : '#';
  } catch {
    return '#';
  }
}

export function readControl(root: ParentNode): ControlData | null {
  const link = root.querySelector<HTMLAnchorElement>('.add-bookmark a.wp-manga-action-button');
  if (!link) return null;
  const common: Common = {
    href: safeHref(link.getAttribute('href')),
    title: link.getAttribute('title') ?? '',
    icon: link.querySelector('.bookmark-icon')?.textContent ?? '',
    label: link.querySelector('.action_detail')?.textContent ?? '',
  };
  if (link.classList.contains('wp-manga-delete-bookmark')) return { ...common, kind: 'delete', postId: link.dataset.postId ?? '' };
  if (link.dataset.action !== 'bookmark') return null;
  return { ...common, kind: 'add', post: link.dataset.post ?? '', chapter: link.dataset.chapter ?? '', page: link.dataset.page || '1' };
}

export function controlFromHtml(html: string): ControlData | null {
  return readControl(new DOMParser().parseFromString(html, 'text/html'));
}

export interface ReadingPosition {
  chapter: string;
  page: string;
}

interface ReaderHistoryState {
  yomuReader?: boolean;
  chapter?: string;
  page?: number;
}

/**
 * Where the reader is now: in-place turns change the chapter (#wp-manga-current-chap) and the page (the reader's
 * history entry, src/islands/reader/use-follow-up.ts) after the control was printed. Off the reader, the control's own.
 */
export function readingPosition(printed: ReadingPosition): ReadingPosition {
  const chapter = document.querySelector<HTMLInputElement>('#wp-manga-current-chap')?.value || printed.chapter;
  const state = history.state as ReaderHistoryState | null;
  if (state?.yomuReader && state.chapter === chapter && Number.isInteger(state.page) && Number(state.page) >= 1) return { chapter, page: String(state.page) };
  return { chapter, page: chapter === printed.chapter ? printed.page : '1' };
}

/**
 * The add control after a delete in the reader, where the server answers no control (isMangaSingle=0, MADARA.md
 * §3.1): the no-JavaScript link becomes an add at the reading position.
 */
export function addAfterDelete(deleted: Extract<ControlData, { kind: 'delete' }>, position: ReadingPosition, label: string): ControlData {
  let href = '#';
  try {
    const url = new URL(deleted.href, document.baseURI);
    if (url.searchParams.get('do') === 'delete') {
      url.searchParams.set('do', 'add');
      url.searchParams.set('chapter', position.chapter);
      url.searchParams.set('page', position.page);
      href = url.href;
    }
  } catch {
    // '#' stays: the click is handled here anyway.
  }
  return { kind: 'add', href, title: label, icon: '\u2606', label, post: deleted.postId, chapter: position.chapter, page: position.page };
}
