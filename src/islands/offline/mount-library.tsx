import { mountReact } from '../../lib/islands/mount-react';
import { OfflineLibrary } from './offline-library';

export function mountLibrary(element: HTMLElement): void {
  mountReact(element, <OfflineLibrary />);
}
