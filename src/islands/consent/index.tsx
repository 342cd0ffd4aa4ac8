import { mountConsent, type ConsentProps } from './consent';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  mountConsent(element, props as ConsentProps);
}
