// Keeps Tab and Shift+Tab inside a modal dialog: past the last control focus wraps to the first, and back; from
// outside the dialog it comes back in. Shared by the account modals, the adult gate and the off-canvas menu.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Is the control shown: not inside a hidden part (collapsed submenus, the other forms of a modal). */
const notHidden = (element: HTMLElement) => !element.closest('[hidden]');

/** The controls inside container that Tab can reach, in document order. */
export function focusablesIn(container: HTMLElement, shown: (element: HTMLElement) => boolean = notHidden): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(shown);
}

/** Handles a Tab keydown for a dialog: wraps the focus at its ends and pulls it back in from outside. */
export function keepFocusInside(container: HTMLElement, event: KeyboardEvent, shown?: (element: HTMLElement) => boolean): void {
  if (event.key !== 'Tab') return;
  const items = focusablesIn(container, shown);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
