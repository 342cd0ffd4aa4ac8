// The reader island: the chapter's first view at once, without React (first-view.ts); React's reader on the reader's
// first interaction (wake-reader.ts), from the same reading of the server HTML.
import { openFirstView } from './first-view';
import { readerProps } from './globals';
import { wakeReader } from './wake-reader';

export function mount(element: HTMLElement, raw: Record<string, unknown>): void {
  const props = readerProps(raw);
  if (!props) {
    console.error('Island "reader": invalid props; keeping the server HTML.');
    return;
  }
  const view = openFirstView(element, props);
  wakeReader(element, view, (inbox) =>
    import('./mount-reader').then(
      ({ mountReader }) => {
        mountReader(element, props, view, inbox);
        return true;
      },
      (error: unknown) => {
        console.error('Island "reader" failed to load; keeping the server HTML.', error);
        return false;
      },
    ),
  );
}
