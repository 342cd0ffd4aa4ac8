// The guest's own history list: asked of guest_histories only when the guest history cookie holds entries, and
// rendered only after DOMPurify.
import { loadGuestHistories } from '../../lib/api/listing';
import { readGuestHistory } from '../../lib/guest-history';

/** The guest's list, sanitized; null without the cookie, on an answer without items, or on a failed request. */
export async function loadGuestList(count: number): Promise<string | null> {
  const history = readGuestHistory();
  if (!Array.isArray(history) || history.length === 0) return null;
  const html = await loadGuestHistories(count).catch(() => '');
  if (!html.includes('my-history-item-wrap')) return null;
  const { sanitizeHtml } = await import('../../lib/sanitize');
  return sanitizeHtml(html);
}

/** The list in place of the empty one: display: contents, so the items stay items of div.my-history's grid. */
export function GuestHistory({ html }: { html: string }) {
  return <div className="my-history__items" dangerouslySetInnerHTML={{ __html: html }} />;
}
