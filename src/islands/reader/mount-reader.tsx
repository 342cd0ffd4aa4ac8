// React's reader taking over the first view's page (wake-reader.ts loads this on the reader's first interaction).
import { mountReact } from '../../lib/islands/mount-react';
import type { FirstView } from './first-view';
import type { ReaderProps } from './globals';
import { Reader } from './reader';
import type { Inbox } from './wake-reader';

export function mountReader(element: HTMLElement, props: ReaderProps, view: FirstView, inbox?: Inbox): void {
  mountReact(element, <Reader root={element} props={props} server={view.server} start={view.start} queue={view.queue} inbox={inbox} />);
}
