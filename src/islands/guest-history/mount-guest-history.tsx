import { mountReact } from '../../lib/islands/mount-react';
import { GuestHistory } from './guest-history';

/** React's part: the guest's own list in place of the server's empty one. */
export function mountGuestHistory(element: HTMLElement, { count, heading }: { count: number; heading: 3 | 5 }): void {
  mountReact(element, <GuestHistory server={Array.from(element.childNodes)} count={count} heading={heading} />);
}
