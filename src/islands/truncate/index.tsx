import { mountReact } from '../../lib/islands/mount-react';
import { TruncateIsland } from './truncate-island';

export function mount(element: HTMLElement): void {
  mountReact(element, <TruncateIsland nodes={Array.from(element.childNodes)} />);
}
