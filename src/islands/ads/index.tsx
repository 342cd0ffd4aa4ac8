// The ads island (Ads\Markup, ad-slot.ts). No ad code runs before the page's load event, and the slot is taken over
// only then: nothing of it competes with the page's first image or its own scripts.
import { mountAdSlot } from './ad-slot';
import { pageLoaded, readProps } from './ads';

export async function mount(element: HTMLElement, props: Record<string, unknown>): Promise<void> {
  const template = element.querySelector<HTMLTemplateElement>('template.yomu-ad__code');
  if (!template) return;
  await pageLoaded();
  mountAdSlot(element, template, element.querySelector<HTMLElement>('.yomu-ad__notice'), readProps(props));
}
