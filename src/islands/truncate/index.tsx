// Truncation for content loaded later (e.g. a mount point around appended items): the site header already
// truncates what the page had at load.
import { truncateAll } from './truncate';

export function mount(element: HTMLElement): void {
  truncateAll(element);
  element.dataset.mounted = 'true';
}
