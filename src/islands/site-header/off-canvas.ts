// The mobile off-canvas menu: opens from the menu toggle, submenus expand, outside click and Escape close it, focus
// moves into it and back to the toggle.
import { __ } from '../../lib/i18n';
import { MOBILE_LAYOUT_BELOW } from './layout';

let counter = 0;

function addSubmenuToggles(menu: HTMLElement): void {
  menu.querySelectorAll<HTMLElement>('li.menu-item-has-children').forEach((item) => {
    const sub = item.querySelector<HTMLElement>(':scope > ul.sub-menu');
    const link = item.querySelector<HTMLElement>(':scope > a');
    if (!sub || !link) return;
    sub.id ||= `off-canvas-sub-${++counter}`;
    sub.hidden = true;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'submenu-toggle';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', sub.id);
    button.setAttribute('aria-label', __('Show submenu'));
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      sub.hidden = !open;
    });
    link.after(button);
  });
}

export function setupOffCanvas(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLElement>('.off-canvas-toggle');
  const canvas = document.getElementById('off-canvas');
  if (!toggle || !canvas) return;
  const panel = canvas.querySelector<HTMLElement>('.off-canvas__panel') ?? canvas;
  addSubmenuToggles(canvas);

  const close = (returnFocus: boolean) => {
    if (canvas.hidden) return;
    canvas.classList.remove('is-open');
    canvas.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    document.body.classList.remove('off-canvas-open');
    if (returnFocus) toggle.focus();
  };
  const open = () => {
    canvas.hidden = false;
    canvas.classList.add('is-open');
    toggle.setAttribute('aria-expanded', 'true');
    document.body.classList.add('off-canvas-open');
    canvas.querySelector<HTMLElement>('.off-canvas__close')?.focus();
  };

  toggle.addEventListener('click', () => (canvas.hidden ? open() : close(true)));
  canvas.querySelector('.off-canvas__close')?.addEventListener('click', () => close(true));
  // The backdrop is the canvas itself: a click outside the panel closes.
  canvas.addEventListener('click', (event) => {
    if (!panel.contains(event.target as Node)) close(true);
  });
  // The menu belongs to the mobile layout: leaving it closes the menu.
  window.addEventListener('resize', () => {
    if (window.innerWidth >= MOBILE_LAYOUT_BELOW) close(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close(true);
    if (event.key === 'Tab' && !canvas.hidden) keepFocusInside(panel, event);
  });
}

function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea')).filter(
    (item) => item.offsetParent !== null,
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
