import { mountGoToTop } from './go-to-top';

export function mount(element: HTMLElement): void {
  mountGoToTop(element);
}
