// The guest's own history list: asked of guest_histories only when the guest history cookie holds entries, and
// rendered only after DOMPurify. Until it arrives (and for good when nothing comes) the island keeps showing the
// server's empty list: its nodes move into the component's container, so React's takeover removes nothing.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadGuestHistories } from '../../lib/api/listing';
import { readGuestHistory } from '../../lib/guest-history';
import { moveNodes } from '../../lib/islands/adopt';

/** The guest's list, sanitized; null without the cookie, on an answer without items, or on a failed request. */
export async function loadGuestList(count: number, heading: 3 | 5 = 5): Promise<string | null> {
  const history = readGuestHistory();
  if (!Array.isArray(history) || history.length === 0) return null;
  const html = await loadGuestHistories(count, heading).catch(() => '');
  if (!html.includes('my-history-item-wrap')) return null;
  const { sanitizeHtml } = await import('../../lib/sanitize');
  return sanitizeHtml(html);
}

interface GuestHistoryProps {
  /** The server's list (the empty one a cached page carries). */
  server: readonly Node[];
  /** How many items the widget shows. */
  count: number;
  /** The items' heading level: 3 on the home's "Continue reading", 5 in a widget. */
  heading?: 3 | 5;
}

/** The list, in a display: contents container so the items stay items of div.my-history's grid. */
export function GuestHistory({ server, count, heading = 5 }: GuestHistoryProps) {
  const [html, setHtml] = useState<string | null>(null);
  const kept = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (kept.current) moveNodes(kept.current, server);
  }, [server]);

  useEffect(() => {
    let live = true;
    void loadGuestList(count, heading).then((list) => {
      if (live && list !== null) setHtml(list);
    });
    return () => {
      live = false;
    };
  }, [count, heading]);

  return html === null ? (
    <div key="server" ref={kept} className="my-history__items" />
  ) : (
    <div key="guest" className="my-history__items" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
