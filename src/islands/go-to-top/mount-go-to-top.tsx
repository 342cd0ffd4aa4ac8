import { mountReact } from '../../lib/islands/mount-react';
import { GoToTop } from './go-to-top';

export function mountGoToTop(element: HTMLElement): boolean {
  mountReact(element, <GoToTop />);
  return true;
}
