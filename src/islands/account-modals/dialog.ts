// Accessible modal dialogs: one open at a time, focus kept inside, Escape and the close button close it,
// and focus returns to what opened it.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export const SWITCH_DELAY = 500;

let current: HTMLElement | null = null;
let opener: HTMLElement | null = null;

function focusables(modal: HTMLElement): HTMLElement[] {
  return [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

function onKey(event: KeyboardEvent): void {
  if (!current) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    closeModal();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusables(current);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !current.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !current.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function openModal(modal: HTMLElement, from?: HTMLElement | null): void {
  if (current && current !== modal) closeModal(false);
  if (from) opener = from;
  else if (!current) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  current = modal;
  modal.hidden = false;
  modal.classList.add('show');
  document.body.classList.add('modal-open');
  document.addEventListener('keydown', onKey);
  (focusables(modal).find((el) => el.tagName === 'INPUT') ?? modal).focus();
  modal.dispatchEvent(new CustomEvent('yomu:modal-opened', { bubbles: true }));
}

export function closeModal(restoreFocus = true): void {
  if (!current) return;
  current.hidden = true;
  current.classList.remove('show');
  current.dispatchEvent(new CustomEvent('yomu:modal-closed'));
  current = null;
  document.body.classList.remove('modal-open');
  document.removeEventListener('keydown', onKey);
  if (restoreFocus && opener?.isConnected) opener.focus();
}

export function openModalById(id: string, from?: HTMLElement | null): boolean {
  const modal = document.getElementById(id);
  if (!modal?.classList.contains('yomu-modal')) return false;
  openModal(modal, from);
  return true;
}

/** Closes the current modal and opens another after the switch delay. */
export function switchTo(id: string): void {
  const keep = opener;
  closeModal(false);
  opener = keep;
  window.setTimeout(() => openModalById(id), SWITCH_DELAY);
}

export function currentModal(): HTMLElement | null {
  return current;
}
