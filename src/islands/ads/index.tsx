// The ads island (Ads\Markup): a React component (ad-slot.tsx) that shows the consent placeholder while consent is
// missing and fills the slot once it is given (React is already on every page: the site header is a React island).
// mountReact removes the server fallback when React commits, so the held code and the placeholder's text are read
// from it first.
import { mountReact } from '../../lib/islands/mount-react';
import { AdSlot } from './ad-slot';
import { readProps } from './ads';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const template = element.querySelector<HTMLTemplateElement>('template.yomu-ad__code');
  if (!template) return;
  const server = element.querySelector<HTMLElement>('.yomu-ad__notice');
  const notice = server ? { className: server.className, text: server.textContent ?? '' } : null;
  mountReact(element, <AdSlot slot={element} code={template.content} notice={notice} ad={readProps(props)} />);
}
