import { mountReact } from '../../lib/islands/mount-react';
import { ContinueLink } from './continue-link';

/** React's part: the link to where the guest stopped, once the chapter is known. */
export function mountContinue(element: HTMLElement, manga: number): void {
  mountReact(element, <ContinueLink manga={manga} />);
}
