import { mountReact } from '../../lib/islands/mount-react';
import { ContinueLink } from './continue-link';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  // The server already linked a signed-in reader's place (or the manga is unknown): nothing to add.
  if (element.querySelector('a') || typeof props.manga !== 'number') return;
  mountReact(element, <ContinueLink manga={props.manga} />);
}
