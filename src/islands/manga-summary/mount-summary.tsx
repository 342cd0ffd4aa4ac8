import { mountReact } from '../../lib/islands/mount-react';
import { KeepFocus, rememberFocus } from '../../lib/keep-focus';
import { MangaSummary } from './manga-summary';

/** React's summary, taking over the server's content and its toggle (focused, when the reader reached by keyboard). */
export function mountSummary(element: HTMLElement, content: HTMLElement): boolean {
  mountReact(
    element,
    <KeepFocus restore={rememberFocus(element)}>
      <MangaSummary nodes={Array.from(content.childNodes)} />
    </KeepFocus>,
  );
  return true;
}
