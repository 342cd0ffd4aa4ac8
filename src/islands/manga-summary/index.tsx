import { mountReact } from '../../lib/islands/mount-react';
import { MangaSummary } from './manga-summary';

export function mount(element: HTMLElement): void {
  const content = element.querySelector<HTMLElement>(':scope > .summary__content');
  if (!content) return;
  mountReact(element, <MangaSummary nodes={Array.from(content.childNodes)} />);
}
