import { mountReact } from '../../lib/islands/mount-react';
import { offlineSupported } from '../../lib/offline/store';
import { OfflineSave } from './offline-save';

export function mountSave(element: HTMLElement, chapter: number): void {
  if (offlineSupported()) mountReact(element, <OfflineSave chapter={chapter} />);
}
