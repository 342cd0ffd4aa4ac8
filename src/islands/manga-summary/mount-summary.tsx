import { mountReact } from '../../lib/islands/mount-react';
import { MangaSummary } from './manga-summary';

/** React's summary, taking over the server's content and its toggle. */
export function mountSummary(element: HTMLElement, content: HTMLElement): boolean {
  mountReact(element, <MangaSummary nodes={Array.from(content.childNodes)} />);
  return true;
}
