// Header behaviours (SPEC §2, screens common to all pages), framework-free: search and genres toggles, mobile
// off-canvas menu, sticky sub-header, layout switch and text truncation.
import { truncateAll } from '../truncate/truncate';
import { setupOffCanvas } from './off-canvas';
import { setupLayout } from './layout';
import { setupSticky } from './sticky';
import { setupToggles } from './toggles';

export function mount(element: HTMLElement): void {
  const header = element.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  setupLayout();
  setupToggles(header);
  setupOffCanvas(header);
  setupSticky(header);
  truncateAll(document);
  element.dataset.mounted = 'true';
}
