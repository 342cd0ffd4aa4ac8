// The history widget for guests (Yomu\Core\Widgets\History): a guest's page may come from a shared cache, so it
// carries the empty list; when the browser is idle, the guest's own list (the history cookie, read by the server
// through guest_histories) replaces it. A guest without the cookie sends nothing. A React component
// (guest-history.tsx) renders the list; it is mounted only once the list has arrived, because mountReact removes the
// server fallback when React commits and the empty list must stay until then (and for good when nothing comes).
import { mountReact } from '../../lib/islands/mount-react';
import { GuestHistory, loadGuestList } from './guest-history';

export async function mount(element: HTMLElement, props: Record<string, unknown>): Promise<void> {
  const count = Number(props.count);
  const html = await loadGuestList(Number.isInteger(count) && count > 0 ? count : 3);
  if (html !== null) mountReact(element, <GuestHistory html={html} />);
}
