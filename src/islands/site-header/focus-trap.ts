// Keeps Tab and Shift+Tab inside a dialog panel: past the last control focus wraps to the first, and back.
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea';

export function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => item.offsetParent !== null);
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
