// Reads the server's account page (plugin Account\LibraryView) once: the tabs, and the panel's bookmarks table,
// history list or avatar form as data. Whatever else the panel holds (the settings form, tabs added by other
// plugins, empty messages) stays as the server's own nodes.
import type { ToolsChoice, ToolsForm } from './library-tools';

export interface Link {
  href: string;
  text: string;
}

export interface HiddenField {
  id: string;
  name: string;
  value: string;
}

export interface Tabs {
  label: string;
  links: Array<Link & { current: boolean }>;
}

/** New chapters not read yet (plugin Alerts\Display): the badge's number and sentence, the line's label and links. */
export interface UnreadChapters {
  count: string;
  spoken: string;
  label: string;
  links: Link[];
}

/** A manga's small cover, as the server drew it (null: the manga has none). */
export interface Cover {
  src: string;
  srcSet: string;
  sizes: string;
  width: string;
  height: string;
}

/** Where the reader stands in a manga (plugin Account\ReadingProgress). */
export interface Progress {
  text: string;
  position: number;
  total: number;
}

export interface BookmarkRow {
  id: string;
  selectLabel: string;
  title: Link;
  cover: Cover | null;
  chapter: Link | null;
  progress: Progress | null;
  order: number;
  unreadCount: number;
  deleteLabel: string;
  checked: boolean;
  unread: UnreadChapters | null;
}

export interface BookmarksTable {
  action: string;
  hidden: HiddenField[];
  selectAllLabel: string;
  headings: { manga: string; chapter: string; actions: string };
  deleteSelected: string;
  rows: BookmarkRow[];
}

export interface HistoryItem {
  id: string;
  title: Link;
  cover: Cover | null;
  chapter: Link | null;
  progress: Progress | null;
  /** When the reader was last there: the time element's datetime and text. */
  time: { datetime: string; text: string } | null;
  order: number;
  unreadCount: number;
  action: string;
  hidden: HiddenField[];
  removeLabel: string;
  removeText: string;
}

export interface AvatarForm {
  heading: string;
  /** The server's avatar image, kept as it is (already painted). */
  image: Node[];
  action: string;
  hidden: HiddenField[];
  label: string;
  accept: string;
  submit: string;
}

/** The filter form and the choice the page was rendered with. */
export interface Tools {
  form: ToolsForm;
  choice: ToolsChoice;
}

export type PanelContent =
  | { kind: 'bookmarks'; tools: Tools | null; table: BookmarksTable }
  | { kind: 'history'; tools: Tools | null; items: HistoryItem[] }
  | { kind: 'server'; avatar: AvatarForm | null; nodes: Node[] };

export interface AccountPageData {
  tabs: Tabs | null;
  panel: { className: string; id: string; content: PanelContent };
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

function link(anchor: HTMLAnchorElement | null): Link | null {
  return anchor ? { href: anchor.getAttribute('href') ?? '', text: text(anchor) } : null;
}

function hiddenFields(form: Element): HiddenField[] {
  return Array.from(form.querySelectorAll<HTMLInputElement>(':scope > input[type="hidden"]')).map((input) => ({ id: input.id, name: input.name, value: input.value }));
}

function readCover(image: HTMLImageElement | null | undefined): Cover | null {
  if (!image) return null;
  const attribute = (name: string) => image.getAttribute(name) ?? '';
  return { src: attribute('src'), srcSet: attribute('srcset'), sizes: attribute('sizes'), width: attribute('width'), height: attribute('height') };
}

function readProgress(element: Element | null | undefined): Progress | null {
  if (!element) return null;
  return { text: text(element.querySelector('.yomu-progress__text')), position: Number(element.getAttribute('data-position')), total: Number(element.getAttribute('data-total')) };
}

function readTools(form: HTMLFormElement | null): Tools | null {
  if (!form) return null;
  const select = form.querySelector('select');
  const unread = form.querySelector<HTMLInputElement>('.yomu-library-tools__unread input');
  return {
    form: {
      action: form.getAttribute('action') ?? '',
      label: form.getAttribute('aria-label') ?? '',
      hidden: hiddenFields(form).map(({ name, value }) => ({ name, value })),
      filterLabel: text(form.querySelector('.yomu-library-tools__filter > span')),
      sortLabel: text(form.querySelector('.yomu-library-tools__sort > span')),
      sorts: Array.from(select?.options ?? []).map((option) => ({ value: option.value, label: text(option) })),
      unreadLabel: unread ? text(unread.parentElement) : null,
      noneText: form.getAttribute('data-none') ?? '',
    },
    choice: { q: form.querySelector<HTMLInputElement>('input[name="q"]')?.value ?? '', sort: select?.value ?? '', unread: unread?.checked ?? false },
  };
}

function readTabs(nav: Element | null): Tabs | null {
  if (!nav) return null;
  return {
    label: nav.getAttribute('aria-label') ?? '',
    links: Array.from(nav.querySelectorAll('a')).map((anchor) => ({ ...link(anchor)!, current: anchor.getAttribute('aria-current') === 'page' })),
  };
}

function readUnread(cell: Element | null): UnreadChapters | null {
  const badge = cell?.querySelector(':scope > .c-notifications');
  const line = cell?.querySelector(':scope > .chapter.unread');
  if (!badge || !line) return null;
  return {
    count: text(badge.querySelector('[aria-hidden="true"]')),
    spoken: text(badge.querySelector('.screen-reader-text')),
    label: text(line.querySelector(':scope > span')),
    links: Array.from(line.querySelectorAll<HTMLAnchorElement>(':scope > a')).map((anchor) => link(anchor)!),
  };
}

function readBookmarks(form: HTMLFormElement): BookmarksTable {
  const headings = form.querySelectorAll('thead th');
  return {
    action: form.getAttribute('action') ?? '',
    hidden: hiddenFields(form),
    selectAllLabel: form.querySelector('#wp-manga-bookmark-checkall')?.getAttribute('aria-label') ?? '',
    headings: { manga: text(headings[1]), chapter: text(headings[2]), actions: text(headings[3]) },
    deleteSelected: text(form.querySelector('#delete-bookmark-manga')),
    rows: Array.from(form.querySelectorAll('tbody tr')).map((row) => {
      const box = row.querySelector<HTMLInputElement>('.bookmark-checkbox');
      return {
        id: box?.value ?? '',
        selectLabel: box?.getAttribute('aria-label') ?? '',
        title: link(row.querySelector('.bookmark-title > a')) ?? { href: '', text: '' },
        cover: readCover(row.querySelector<HTMLImageElement>('.bookmark-cover img')),
        chapter: link(row.querySelector('.bookmark-chapter > a')),
        progress: readProgress(row.querySelector('.bookmark-chapter > .yomu-progress')),
        order: Number(row.getAttribute('data-order')),
        unreadCount: Number(text(row.querySelector('.bookmark-title > .c-notifications > [aria-hidden="true"]')) || 0),
        deleteLabel: text(row.querySelector('.wp-manga-delete-bookmark')),
        checked: box?.checked ?? false,
        unread: readUnread(row.querySelector('.bookmark-title')),
      };
    }),
  };
}

function readTime(element: Element | null): HistoryItem['time'] {
  return element ? { datetime: element.getAttribute('datetime') ?? '', text: text(element) } : null;
}

function readHistory(list: Element): HistoryItem[] {
  return Array.from(list.querySelectorAll('li.history-item')).map((item) => {
    const form = item.querySelector('form');
    const button = item.querySelector('.remove-manga-history');
    return {
      id: button?.getAttribute('data-post-id') ?? '',
      title: link(item.querySelector('a.history-title')) ?? { href: '', text: '' },
      cover: readCover(item.querySelector<HTMLImageElement>('.history-cover img')),
      chapter: link(item.querySelector('.history-chapter > a')),
      progress: readProgress(item.querySelector('.history-chapter > .yomu-progress')),
      time: readTime(item.querySelector('.history-time > time')),
      order: Number(item.getAttribute('data-order')),
      unreadCount: 0,
      action: form?.getAttribute('action') ?? '',
      hidden: form ? hiddenFields(form) : [],
      removeLabel: button?.getAttribute('aria-label') ?? '',
      removeText: text(button),
    };
  });
}

function readAvatar(section: Element): AvatarForm | null {
  const form = section.querySelector('#wp-manga-upload-avatar-form');
  if (!form) return null;
  return {
    heading: text(section.querySelector('h2')),
    image: Array.from(section.querySelector('.c-user-avatar')?.childNodes ?? []),
    action: form.getAttribute('action') ?? '',
    hidden: hiddenFields(form),
    label: text(form.querySelector('label[for="userAvatar"]')),
    accept: form.querySelector('#userAvatar')?.getAttribute('accept') ?? '',
    submit: text(form.querySelector('#wp-manga-upload-avatar')),
  };
}

function readContent(panel: Element): PanelContent {
  const tools = readTools(panel.querySelector<HTMLFormElement>(':scope > form.yomu-library-tools'));
  const bookmarks = panel.querySelector<HTMLFormElement>(':scope > form.yomu-bookmarks');
  if (bookmarks) return { kind: 'bookmarks', tools, table: readBookmarks(bookmarks) };
  const history = panel.querySelector(':scope > ul.yomu-history');
  if (history) return { kind: 'history', tools, items: readHistory(history) };
  // The avatar form comes first on the settings tab; the React panel renders it before the kept nodes.
  const first = panel.firstElementChild;
  const avatar = first?.matches('section.yomu-avatar') ? readAvatar(first) : null;
  return { kind: 'server', avatar, nodes: Array.from(panel.childNodes).filter((node) => !(avatar && node === first)) };
}

export function readAccountPage(root: ParentNode): AccountPageData | null {
  const panel = root.querySelector('.yomu-account__panel');
  if (!panel) return null;
  return {
    tabs: readTabs(root.querySelector('nav.yomu-account__tabs')),
    panel: { className: panel.className, id: panel.id, content: readContent(panel) },
  };
}
