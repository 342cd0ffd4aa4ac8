// Cards from a load-more answer, made safe to insert: sanitized, without the no-posts end marker.
import DOMPurify from 'dompurify';
import { NO_POSTS_CLASS } from './counter';

export function cleanCards(html: string): { cards: string; count: number } {
  const body = DOMPurify.sanitize(html, { RETURN_DOM: true }) as HTMLElement;
  body.querySelectorAll(`.${NO_POSTS_CLASS}`).forEach((node) => node.remove());
  return { cards: body.innerHTML, count: body.children.length };
}
