// The history widget for guests (Yomu\Core\Widgets\History): a guest's page may come from a shared cache, so it
// carries the empty list; when the browser is idle, the guest's own list (the history cookie, read by the server
// through guest_histories) replaces it. A guest without the cookie sends nothing. No UI of its own, so a plain
// module (README "Islands without UI").
import { loadGuestHistories } from '../../lib/api/listing';
import { readGuestHistory } from '../../lib/guest-history';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  void fill(element, props);
}

export async function fill(element: HTMLElement, props: Record<string, unknown>): Promise<void> {
  const history = readGuestHistory();
  if (!Array.isArray(history) || history.length === 0) return;
  const count = Number(props.count);
  const html = await loadGuestHistories(Number.isInteger(count) && count > 0 ? count : 3).catch(() => '');
  if (!html.includes('my-history-item-wrap')) return;
  const { sanitizeToFragment } = await import('../../lib/sanitize');
  element.replaceChildren(sanitizeToFragment(html));
}
