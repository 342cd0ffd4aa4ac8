// The history widget and the home's "Continue reading" for guests (Yomu\Core\Widgets\HistoryItems::for_visitor()):
// a guest's page may come from a shared cache, so it carries the empty list; when the browser is idle, the guest's
// own list (the history cookie, read by the server through guest_histories) replaces it. A guest without the cookie
// sends nothing. The React component (guest-history.tsx) keeps the server's list on screen until the guest's arrives.
import { mountReact } from '../../lib/islands/mount-react';
import { GuestHistory } from './guest-history';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const count = Number(props.count);
  mountReact(element, <GuestHistory server={Array.from(element.childNodes)} count={Number.isInteger(count) && count > 0 ? count : 3} heading={props.heading === 3 ? 3 : 5} />);
}
