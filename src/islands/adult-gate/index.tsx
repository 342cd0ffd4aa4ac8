import { mountAdultGate, type AdultGateProps } from './gate';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  mountAdultGate(element, props as AdultGateProps);
}
