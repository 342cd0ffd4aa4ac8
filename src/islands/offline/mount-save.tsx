import { mountReact } from '../../lib/islands/mount-react';
import { offlineSupported } from '../../lib/offline/store';
import { OfflineSave } from './offline-save';

/** Mounts the save box over the server's, keeping the count the reader may have picked there; takes the box away where offline reading is not possible. */
export function mountSave(element: HTMLElement, chapter: number): void {
  if (!offlineSupported()) {
    element.replaceChildren();
    return;
  }
  const picked = Number(element.querySelector('select')?.value) || 1;
  mountReact(element, <OfflineSave chapter={chapter} count={picked} />);
}
