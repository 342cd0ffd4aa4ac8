import { mountReact } from '../../lib/islands/mount-react';
import { GoToTop } from './GoToTop';

export function mount(element: HTMLElement): void {
  mountReact(element, <GoToTop />);
}
