import { mountReact } from '../../lib/islands/mount-react';
import { OfflineLibrary } from './offline-library';

export function mount(element: HTMLElement): void {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  mountReact(element, <OfflineLibrary />);
}
