// Cards from a load-more answer, made safe to insert: sanitized, without the no-posts end marker.
import { NO_POSTS_CLASS } from './counter';

export async function cleanCards(html: string): Promise<{ cards: string; count: number }> {
  const body = document.createElement('div');
  const { sanitizeToFragment } = await import('../../lib/sanitize');
  body.append(sanitizeToFragment(html));
  body.querySelectorAll(`.${NO_POSTS_CLASS}`).forEach((node) => node.remove());
  return { cards: body.innerHTML, count: body.children.length };
}
