// Marks saved chapters in the chapter list. Nothing more loads unless this device has saved a chapter.
import { SAVED_FLAG } from '../../lib/offline/keys';

export function mount(element: HTMLElement): void {
  if (typeof caches === 'undefined' || !localStorage.getItem(SAVED_FLAG)) return;
  void import('./marks').then(({ markSaved }) => markSaved(element.ownerDocument));
}
