// The ads island (Ads\Markup): slot.ts takes the slot over, reading the held code and the placeholder the server
// printed.
import { readProps } from './ads';
import { takeOverSlot } from './slot';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const template = element.querySelector<HTMLTemplateElement>('template.yomu-ad__code');
  if (!template) return;
  takeOverSlot(element, template.content, element.querySelector<HTMLElement>('.yomu-ad__notice'), readProps(props));
}
