import { mountReact } from '../../lib/islands/mount-react';
import { truncateAll } from '../truncate/truncate';
import { SiteHeader } from './site-header';

export function mount(element: HTMLElement): void {
  const header = element.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  mountReact(element, <SiteHeader header={header} canvas={document.getElementById('off-canvas')} />);
  // Text truncation of what the page had at load (content loaded later has its own truncate island).
  truncateAll(document);
}
