// The chapter panel's pages (issue 33 item 2): reordered by dragging a page's handle (mouse, pen or touch) or from
// the keyboard on that handle (arrow keys one place, Home and End to the ends), announced to screen readers. Each page
// keeps the server form's fields, a hidden position[N] in the reorder form and the "Remove" tick in the remove form,
// so "Save page order" and "Remove ticked pages" send what they sent without JavaScript.
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { __, sprintf } from '../../../lib/i18n';
import { moved } from './moved';

export interface PageOrderProps {
  /** The chapter's pages in their saved order: number is the saved position. */
  pages: { number: number; url: string }[];
  /** id of the form "Save page order" submits. */
  reorderForm: string;
  /** id of the form "Remove ticked pages" submits. */
  removeForm: string;
  /** id of the server's paragraph that explains the handles. */
  help: string;
}

/** Where an arrow key moves a page from index, or null for other keys. Left and right follow the page's direction. */
function target(key: string, index: number, last: number): number | null {
  const rtl = document.documentElement.dir === 'rtl';
  const earlier = ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'];
  const later = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'];
  if (earlier.includes(key)) return Math.max(index - 1, 0);
  if (later.includes(key)) return Math.min(index + 1, last);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

export function PageOrder({ pages, reorderForm, removeForm, help }: PageOrderProps) {
  const [order, setOrder] = useState(() => pages.map((page) => page.number));
  const [dragging, setDragging] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const refocus = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const urls = new Map(pages.map((page) => [page.number, page.url]));

  // Moving a focused element in the document drops its focus: give it back to the handle that was moved.
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [order]);

  const announce = (next: number[], number: number) =>
    setMessage(sprintf(__('Page %1$d is now at position %2$d of %3$d.'), number, next.indexOf(number) + 1, next.length));

  const onKeyDown = (number: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = order.indexOf(number);
    const to = target(event.key, index, order.length - 1);
    if (to === null) return;
    event.preventDefault();
    const next = moved(order, index, to);
    refocus.current = number;
    setOrder(next);
    announce(next, number);
  };

  const onPointerDown = (number: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(number);
  };

  // The page under the pointer gives up its place to the dragged one.
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (dragging === null) return;
    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-page]');
    const number = Number(over?.dataset.page);
    if (!over || !list.current?.contains(over) || number === dragging) return;
    setOrder((current) => moved(current, current.indexOf(dragging), current.indexOf(number)));
  };

  const onPointerUp = () => {
    if (dragging === null) return;
    announce(order, dragging);
    setDragging(null);
  };

  // Each tile keeps the server tile's size (the handle and "was N" sit on the image), so nothing below moves.
  return (
    <>
      <ol className="yomu-pages" ref={list}>
        {order.map((number, index) => (
          <li key={number} className={`yomu-page${dragging === number ? ' is-dragging' : ''}`} data-page={number}>
            <img src={urls.get(number)} alt={sprintf(__('Page %d'), number)} loading="lazy" decoding="async" draggable={false} />
            <button
              type="button"
              className="button yomu-page__handle"
              aria-label={sprintf(__('Move page %d'), number)}
              aria-describedby={help}
              ref={(button) => void (button ? handles.current.set(number, button) : handles.current.delete(number))}
              onKeyDown={onKeyDown(number)}
              onPointerDown={onPointerDown(number)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <span className="yomu-page__position">{sprintf(__('Position %d'), index + 1)}</span>
            {index + 1 !== number && <small className="yomu-page__was">{sprintf(__('was %d'), number)}</small>}
            <input type="hidden" name={`position[${number}]`} value={index + 1} form={reorderForm} />
            <label className="yomu-page__remove">
              <input type="checkbox" name="pages[]" value={number} form={removeForm} /> {__('Remove')}
            </label>
          </li>
        ))}
      </ol>
      <p className="screen-reader-text" aria-live="polite">
        {message}
      </p>
    </>
  );
}
