// The library tabs' filter and sort (plugin Account\LibraryTools): the same rules as the server's, applied as the
// reader types, so the list answers at once and the URL still says what the server would show.
import { folded } from '../../lib/ui/listbox-picker';

export interface SortOption {
  value: string;
  label: string;
}

/** The server's filter form, read once. */
export interface ToolsForm {
  action: string;
  label: string;
  hidden: Array<{ name: string; value: string }>;
  filterLabel: string;
  sortLabel: string;
  sorts: SortOption[];
  /** The "only with new chapters" box's label (bookmarks only). */
  unreadLabel: string | null;
  noneText: string;
}

export interface ToolsChoice {
  q: string;
  sort: string;
  unread: boolean;
}

/** What a row needs to be filtered and sorted: the title, its place in the list's own order, new chapters. */
export interface Arrangeable {
  title: { text: string };
  order: number;
  unreadCount: number;
}

export function arrange<T extends Arrangeable>(rows: readonly T[], choice: ToolsChoice, locale: string): T[] {
  const needle = folded(choice.q.trim());
  const kept = rows.filter((row) => (needle === '' || folded(row.title.text).includes(needle)) && (!choice.unread || row.unreadCount > 0));
  if (choice.sort === 'title') return kept.sort((a, b) => a.title.text.localeCompare(b.title.text, locale || undefined));
  if (choice.sort === 'unread') return kept.sort((a, b) => b.unreadCount - a.unreadCount || a.order - b.order);
  return kept.sort((a, b) => a.order - b.order);
}

/** The page's URL for a choice (what the server would render): kept in the address bar as the reader changes it. */
export function choiceUrl(form: ToolsForm, choice: ToolsChoice, base: string): string {
  const url = new URL(form.action, base);
  form.hidden.forEach(({ name, value }) => url.searchParams.set(name, value));
  if (choice.q.trim() !== '') url.searchParams.set('q', choice.q.trim());
  if (choice.sort !== form.sorts[0]?.value) url.searchParams.set('sort', choice.sort);
  if (choice.unread) url.searchParams.set('unread', '1');
  return url.toString();
}
