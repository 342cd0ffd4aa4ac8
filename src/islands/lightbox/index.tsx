import { mountReact } from '../../lib/islands/mount-react';
import { Lightbox } from './lightbox';
import type { LightboxState } from './open';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  // <html data-lightbox> is the page-wide sign of an open lightbox; the mount point shows its state too.
  const onState = (state: LightboxState) => {
    element.dataset.state = state;
    document.documentElement.dataset.lightbox = state;
  };
  mountReact(element, <Lightbox settings={props} onState={onState} />);
}
