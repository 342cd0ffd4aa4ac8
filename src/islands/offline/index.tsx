// Offline reading (issue 18), one island for three places, each part a chunk of its own: the "Save offline" box
// under a chapter (view "save"), the chapter list's marks (view "marks": nothing loads unless this device has
// saved a chapter) and the account page's list of saved chapters (view "library").
// The save box is the server's (theme/inc/offline.php) until the reader first touches, hovers or focuses it: then its
// React comes (the island loads on interaction), and a click on "Save offline" made before is given to it (wake.ts).
import { SAVED_FLAG } from '../../lib/offline/keys';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) {
    // The server's save box offers what cannot be done here.
    if (props.view === 'save') element.replaceChildren();
    return;
  }
  if (props.view === 'save' && typeof props.chapter === 'number') {
    const chapter = props.chapter;
    void import('./mount-save').then(({ mountSave }) => mountSave(element, chapter));
  } else if (props.view === 'library') {
    void import('./mount-library').then(({ mountLibrary }) => mountLibrary(element));
  } else if (props.view === 'marks' && localStorage.getItem(SAVED_FLAG)) {
    void import('./marks').then(({ markSaved }) => markSaved(element.ownerDocument));
  }
}
