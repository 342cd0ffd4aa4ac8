import { mountReact } from '../../lib/islands/mount-react';
import { offlineSupported } from '../../lib/offline/store';
import { OfflineSave } from './offline-save';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  if (typeof props.chapter !== 'number' || !offlineSupported()) return;
  mountReact(element, <OfflineSave chapter={props.chapter} />);
}
