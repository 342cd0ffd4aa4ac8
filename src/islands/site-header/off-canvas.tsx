// The mobile off-canvas menu, a modal dialog: the close button takes the focus when it opens, Tab stays inside
// the panel, Escape, the close button and a click outside the panel close it and give the focus back (the header
// toggle, via onClose). Submenus expand from a toggle beside their link. The server's hidden copy is taken over:
// React renders the same markup and adopts the links and the user section (which account-modals swaps).
import { Fragment, type MouseEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { keepFocusInside } from '../../lib/focus-trap';
import { __ } from '../../lib/i18n';
import { ServerChildren, ServerElement, withClass } from '../../lib/islands/server-element';
import { useBodyClass } from './use-layout';

/** Submenus collapse with CSS, not the hidden attribute: only laid-out links count. */
const isShown = (element: HTMLElement) => element.offsetParent !== null;

interface OffCanvasProps {
  /** The server's #off-canvas element (outside the header island's mount point). */
  canvas: Element;
  open: boolean;
  onClose: (returnFocus: boolean) => void;
}

const PARTS = '.off-canvas__panel, .off-canvas__close, li.menu-item-has-children';

/** Takes the server node out of the page while the island renders its copy; puts it back on unmount. */
function useTakenOver(node: Element): void {
  useLayoutEffect(() => {
    const parent = node.parentNode;
    const next = node.nextSibling;
    node.remove();
    return () => {
      if (parent && next?.parentNode === parent) parent.insertBefore(node, next);
      else parent?.appendChild(node);
    };
  }, [node]);
}

function SubmenuItem({ item, render }: { item: Element; render: (element: Element) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const fallbackId = `off-canvas-sub-${useId()}`;
  const children = Array.from(item.children);
  const link = children.find((child) => child.localName === 'a');
  const sub = children.find((child) => child.matches('ul.sub-menu'));
  if (!link || !sub) return <ServerElement node={item} />;
  const subId = sub.id || fallbackId;
  return (
    <ServerElement node={item} adopt={false}>
      {children.map((child, index) => {
        if (child === link) {
          return (
            <Fragment key={index}>
              <ServerElement node={link} />
              <button
                type="button"
                className="submenu-toggle"
                aria-expanded={open}
                aria-controls={subId}
                aria-label={__('Show submenu')}
                onClick={() => setOpen(!open)}
              />
            </Fragment>
          );
        }
        if (child === sub) {
          return (
            <ServerElement key={index} node={sub} adopt={false} id={subId} hidden={!open}>
              <ServerChildren of={sub} select={PARTS} render={render} />
            </ServerElement>
          );
        }
        return <ServerElement key={index} node={child} />;
      })}
    </ServerElement>
  );
}

export function OffCanvas({ canvas, open, onClose }: OffCanvasProps) {
  const panel = useRef<HTMLElement>(null);
  const close = useRef<HTMLElement>(null);
  useTakenOver(canvas);
  useBodyClass('off-canvas-open', open);

  useLayoutEffect(() => {
    if (open) close.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
      else if (panel.current) keepFocusInside(panel.current, event, isShown);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const render = (element: Element): ReactNode => {
    if (element.matches('.off-canvas__panel')) {
      return (
        <ServerElement node={element} adopt={false} ref={panel}>
          <ServerChildren of={element} select={PARTS} render={render} />
        </ServerElement>
      );
    }
    if (element.matches('.off-canvas__close')) return <ServerElement node={element} ref={close} onClick={() => onClose(true)} />;
    return <SubmenuItem item={element} render={render} />;
  };

  // The backdrop is the dialog element itself: a click outside the panel closes.
  const onBackdrop = (event: MouseEvent) => {
    if (!panel.current?.contains(event.target as Node)) onClose(true);
  };

  return (
    <ServerElement node={canvas} adopt={false} hidden={!open} className={withClass(canvas, open && 'is-open')} onClick={onBackdrop}>
      <ServerChildren of={canvas} select={PARTS} render={render} />
    </ServerElement>
  );
}
