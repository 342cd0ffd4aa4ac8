// The ads island (Ads\Markup): a React component (ad-slot.tsx) that shows the consent placeholder while consent is
// missing and fills the slot once it is given. No ad code runs before the page's load event, so React and the
// component are fetched then too: nothing of the slot competes with the page's first image or its own scripts.
// mountReact removes the server fallback when React commits, so the held code and the placeholder's text are read
// from it first.
import { pageLoaded, readProps } from './ads';

export async function mount(element: HTMLElement, props: Record<string, unknown>): Promise<void> {
  const template = element.querySelector<HTMLTemplateElement>('template.yomu-ad__code');
  if (!template) return;
  const server = element.querySelector<HTMLElement>('.yomu-ad__notice');
  const notice = server ? { className: server.className, text: server.textContent ?? '' } : null;
  await pageLoaded();
  const { mountAdSlot } = await import('./mount-ad-slot');
  mountAdSlot(element, template.content, notice, readProps(props));
}
