import { mountReact } from '../../lib/islands/mount-react';
import { findCommentForm, titleText } from './comment-form';
import { Comments } from './comments';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const parts = findCommentForm(element);
  if (!parts) return;
  const title = typeof props.title === 'string' ? props.title : titleText(parts.title);
  mountReact(element, <Comments nodes={Array.from(element.childNodes)} parts={parts} title={title} />);
}
