// The adult gate: #adult_modal stays open against Escape and outside clicks, keeps focus inside (the rest of
// the page is inert), and Confirm sets wpmanga-adault=1 for 7 days, then reveals the content in place, or
// reloads a reading page whose images the server left out.
import Cookies from 'js-cookie';

export const ADULT_COOKIE = 'wpmanga-adault';

export interface AdultGateProps {
  reload?: boolean;
  days?: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

/** Makes everything outside the modal inert; returns the undo. */
function isolate(modal: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  let node: HTMLElement | null = modal;
  while (node && node !== document.body) {
    const parent: HTMLElement | null = node.parentElement;
    if (parent) {
      for (const sibling of Array.from(parent.children)) {
        if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert && sibling.tagName !== 'SCRIPT') {
          sibling.inert = true;
          made.push(sibling);
        }
      }
    }
    node = parent;
  }
  return () => made.forEach((element) => (element.inert = false));
}

export function mountAdultGate(element: HTMLElement, props: AdultGateProps): void {
  const modal = element.querySelector<HTMLElement>('#adult_modal');
  const form = modal?.querySelector<HTMLFormElement>('form');
  if (!modal || !form) return;
  const undo = isolate(modal);
  const focusables = () => Array.from(modal.querySelectorAll<HTMLElement>(FOCUSABLE));

  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables();
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !modal.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !modal.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!modal.contains(event.target as Node)) focusables()[0]?.focus();
  };
  document.addEventListener('keydown', onKeydown, true);
  document.addEventListener('focusin', onFocusIn);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    Cookies.set(ADULT_COOKIE, '1', { expires: props.days ?? 7, path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' });
    if (props.reload) {
      location.reload();
      return;
    }
    document.removeEventListener('keydown', onKeydown, true);
    document.removeEventListener('focusin', onFocusIn);
    undo();
    document.body.classList.remove('adult-content', 'yomu-adult-unconfirmed');
    modal.remove();
    document.dispatchEvent(new CustomEvent('yomu:adult-confirmed'));
    const main = document.querySelector<HTMLElement>('main, #main, .site-main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  });

  modal.classList.add('is-ready');
  element.dataset.mounted = 'true';
  // The dialog itself takes focus first, so its title and text are announced.
  modal.focus();
}
