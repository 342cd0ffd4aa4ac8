// Hover popup on manga thumbnails (desktop, 768 px or wider): the card's post id asks madara_hover_load_post
// for the popup, placed by which half of the screen the cursor is in.
import DOMPurify from 'dompurify';
import { postForHtml } from '../../lib/api/client';
import { place } from './placement';

const DESKTOP = '(min-width: 768px)';
const SELECTOR = '.hover-details[data-post-id]';

export function mount(): void {
  const cache = new Map<string, Promise<string>>();
  const popup = document.createElement('div');
  popup.className = 'manga-hover';
  popup.setAttribute('role', 'tooltip');
  popup.hidden = true;
  document.body.append(popup);
  let active: string | null = null;
  let last = { x: 0, y: 0 };

  const position = () => {
    const rect = popup.getBoundingClientRect();
    const spot = place(last.x, last.y, rect.width || 320, rect.height || 200, window.innerWidth, window.innerHeight);
    popup.style.insetInlineStart = '';
    popup.style.left = `${spot.left}px`;
    popup.style.top = `${spot.top}px`;
    popup.dataset.side = spot.side;
  };

  const hide = () => {
    active = null;
    popup.hidden = true;
  };

  document.addEventListener('mouseover', (event) => {
    if (!window.matchMedia(DESKTOP).matches) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(SELECTOR) : null;
    if (!target) return;
    const id = target.dataset.postId ?? '';
    if (!/^\d+$/.test(id) || id === active) return;
    active = id;
    last = { x: event.clientX, y: event.clientY };
    if (!cache.has(id)) cache.set(id, postForHtml({ action: 'madara_hover_load_post' }, { postid: id }).catch(() => ''));
    void cache.get(id)!.then((html) => {
      if (active !== id || html.trim() === '') return;
      popup.replaceChildren(DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true }));
      popup.hidden = false;
      position();
    });
  });

  document.addEventListener('mousemove', (event) => {
    if (popup.hidden) return;
    last = { x: event.clientX, y: event.clientY };
    position();
  });

  document.addEventListener('mouseout', (event) => {
    const from = event.target instanceof Element ? event.target.closest(SELECTOR) : null;
    const to = event.relatedTarget instanceof Element ? event.relatedTarget.closest(SELECTOR) : null;
    if (from && from !== to) hide();
  });
  // Dragging a slider or scrolling moves cards under a still cursor: drop the popup rather than show a stale one.
  document.addEventListener('pointerdown', hide, { passive: true });
  window.addEventListener('scroll', hide, { passive: true });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
}
