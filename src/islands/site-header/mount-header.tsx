import { mountReact } from '../../lib/islands/mount-react';
import { SiteHeader } from './site-header';

/** React's part of the header: the toggles, their panels and the off-canvas menu. */
export function mountHeader(element: HTMLElement): boolean {
  const header = element.querySelector<HTMLElement>('.site-header');
  if (!header) return false;
  mountReact(element, <SiteHeader header={header} canvas={document.getElementById('off-canvas')} />);
  return true;
}
