// The React half of the consent island, loaded by index.tsx once the server banner is showing.
import { mountReact } from '../../lib/islands/mount-react';
import { Consent, type ConsentProps } from './consent';

export function mountOverlays(element: HTMLElement, props: ConsentProps): void {
  mountReact(element, <Consent {...props} />);
}
