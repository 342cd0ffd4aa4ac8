// The history widget and the home's "Continue reading" for guests (Yomu\Core\Widgets\HistoryItems::for_visitor()):
// a guest's page may come from a shared cache, so it carries the empty list; when the browser is idle, the guest's
// own list (the history cookie, read by the server through guest_histories) replaces it. A guest without the cookie
// sends nothing and fetches no React: the server's empty list stays. The React component (guest-history.tsx) keeps
// the server's list on screen until the guest's arrives.
import { readGuestHistory } from '../../lib/guest-history';

export function mount(element: HTMLElement, props: Record<string, unknown>): Promise<void> | undefined {
  const history = readGuestHistory();
  if (!Array.isArray(history) || history.length === 0) return;
  const count = Number(props.count);
  const options = { count: Number.isInteger(count) && count > 0 ? count : 3, heading: props.heading === 3 ? (3 as const) : (5 as const) };
  return import('./mount-guest-history').then(({ mountGuestHistory }) => mountGuestHistory(element, options));
}
