import { mountReact } from '../../lib/islands/mount-react';
import { GoToTop } from './go-to-top';

export function mount(element: HTMLElement): void {
  mountReact(element, <GoToTop />);
}
