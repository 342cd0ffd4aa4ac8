import { mountReact } from '../../lib/islands/mount-react';
import { Lightbox, type LightboxState } from './lightbox';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  // The state shows on the mount point and on <html> (page styles and tests read it there).
  const onState = (state: LightboxState) => {
    element.dataset.state = state;
    document.documentElement.dataset.lightbox = state;
  };
  mountReact(element, <Lightbox settings={props} onState={onState} />);
}
