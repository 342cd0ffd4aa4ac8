// Reads the server's account page (plugin Account\LibraryView) once: the tabs, and the panel's bookmarks table,
// history list or avatar form as data. Whatever else the panel holds (the settings form, tabs added by other
// plugins, empty messages) stays as the server's own nodes.

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

export interface BookmarkRow {
  id: string;
  selectLabel: string;
  title: Link;
  chapter: Link | null;
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
  chapter: Link | null;
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

export type PanelContent =
  | { kind: 'bookmarks'; table: BookmarksTable }
  | { kind: 'history'; items: HistoryItem[] }
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
        chapter: link(row.querySelector('.bookmark-chapter a')),
        deleteLabel: text(row.querySelector('.wp-manga-delete-bookmark')),
        checked: box?.checked ?? false,
        unread: readUnread(row.querySelector('.bookmark-title')),
      };
    }),
  };
}

function readHistory(list: Element): HistoryItem[] {
  return Array.from(list.querySelectorAll('li.history-item')).map((item) => {
    const form = item.querySelector('form');
    const button = item.querySelector('.remove-manga-history');
    return {
      id: button?.getAttribute('data-post-id') ?? '',
      title: link(item.querySelector('a.history-title')) ?? { href: '', text: '' },
      chapter: link(item.querySelector('.history-chapter a')),
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
  const bookmarks = panel.querySelector<HTMLFormElement>(':scope > form.yomu-bookmarks');
  if (bookmarks) return { kind: 'bookmarks', table: readBookmarks(bookmarks) };
  const history = panel.querySelector(':scope > ul.yomu-history');
  if (history) return { kind: 'history', items: readHistory(history) };
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
