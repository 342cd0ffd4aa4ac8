// Bookmark control island: takes over the server's control (plugin Bookmarks\Control), which without JavaScript
// is a nonce'd link (or the login page for guests).
import { mountReact } from '../../lib/islands/mount-react';
import { BookmarkControl } from './bookmark-control';
import { readControl } from './control';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const messages = props.messages as { error?: unknown; add?: unknown } | null | undefined;
  if (typeof props.nonce !== 'string' || typeof messages?.error !== 'string') return;
  const initial = readControl(element);
  if (!initial) return;
  mountReact(
    element,
    <BookmarkControl
      initial={initial}
      nonce={props.nonce}
      loggedIn={props.loggedIn === true}
      errorText={messages.error}
      mangaSingle={props.isMangaSingle !== 0}
      addLabel={typeof messages.add === 'string' ? messages.add : ''}
    />,
  );
}
