// Hover popup on manga thumbnails (SPEC §4; desktop, 768 px or wider): the card's post id asks the server for the
// popup (madara_hover_load_post, once per card), placed beside the cursor by which half of the screen it is in.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadHoverCard } from '../../lib/api/listing';
import { place } from './placement';

const DESKTOP = '(min-width: 768px)';
const SELECTOR = '.hover-details[data-post-id]';
/** Used until the popup has been measured. */
const DEFAULT_SIZE = { width: 320, height: 200 };

const cardOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(SELECTOR) : null);

export function MangaHover() {
  const [card, setCard] = useState<{ id: string; html: string } | null>(null);
  const [cursor, setCursor] = useState({ x: 0, y: 0 });
  const [size, setSize] = useState(DEFAULT_SIZE);
  const popup = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const answers = new Map<string, Promise<string>>();
    let active: string | null = null;
    const hide = () => {
      active = null;
      setCard(null);
    };
    const show = (target: Element | null, x: number, y: number) => {
      if (!window.matchMedia(DESKTOP).matches) return;
      const id = cardOf(target)?.dataset.postId ?? '';
      if (!/^\d+$/.test(id) || id === active) return;
      active = id;
      setCursor({ x, y });
      if (!answers.has(id)) answers.set(id, loadHoverCard(id).then(async (html) => (await import('../../lib/sanitize')).sanitizeHtml(html).trim(), () => ''));
      void answers.get(id)!.then((html) => {
        if (active === id && html !== '') setCard({ id, html });
      });
    };
    const onOver = (event: MouseEvent) => show(event.target as Element | null, event.clientX, event.clientY);
    const onMove = (event: MouseEvent) => {
      if (active) setCursor({ x: event.clientX, y: event.clientY });
    };
    const onOut = (event: MouseEvent) => {
      const from = cardOf(event.target);
      if (from && from !== cardOf(event.relatedTarget)) hide();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('mouseover', onOver);
    document.addEventListener('mousemove', onMove, { passive: true });
    document.addEventListener('mouseout', onOut);
    // Dragging a slider or scrolling moves cards under a still cursor: drop the popup rather than show a stale one.
    document.addEventListener('pointerdown', hide, { passive: true });
    window.addEventListener('scroll', hide, { passive: true });
    document.addEventListener('keydown', onKey);
    // The hover that fetched this island (wake.ts) came before it listened: the card under the pointer shows its popup.
    const under = Array.from(document.querySelectorAll(`${SELECTOR}:hover`)).pop();
    if (under) {
      const box = under.getBoundingClientRect();
      show(under, box.left + box.width / 2, box.top + box.height / 2);
    }
    return () => {
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('mousemove', onMove);
      document.removeEventListener('mouseout', onOut);
      document.removeEventListener('pointerdown', hide);
      window.removeEventListener('scroll', hide);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  // Measure each new popup before it paints, so it is placed by its real size.
  useLayoutEffect(() => {
    if (!card || !popup.current) return;
    const rect = popup.current.getBoundingClientRect();
    setSize({ width: rect.width || DEFAULT_SIZE.width, height: rect.height || DEFAULT_SIZE.height });
  }, [card]);

  const spot = place(cursor.x, cursor.y, size.width, size.height, window.innerWidth, window.innerHeight);
  return (
    <div
      ref={popup}
      className="manga-hover"
      role="tooltip"
      hidden={!card}
      data-side={card ? spot.side : undefined}
      style={card ? { left: spot.left, top: spot.top } : undefined}
      // Sanitized above, when the answer arrived.
      dangerouslySetInnerHTML={{ __html: card?.html ?? '' }}
    />
  );
}
