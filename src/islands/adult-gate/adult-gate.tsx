// The adult gate (SPEC §2 "Adult-content modal", §4 "Adult gate"): #adult_modal stays open against Escape and
// outside clicks, keeps focus inside (the rest of the page is inert), and Confirm sets wpmanga-adault=1 for
// `days`, then reveals the content in place, or reloads a reading page whose images the server left out.
import Cookies from 'js-cookie';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ADULT_CONFIRMED_EVENT } from '../../lib/age-gate';
import { focusablesIn, keepFocusInside } from '../../lib/focus-trap';
import type { GateData } from './read-gate';

export const ADULT_COOKIE = 'wpmanga-adault';

/** Makes everything outside the modal inert; returns the undo. */
function isolate(modal: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node: Element = modal; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && !sibling.hasAttribute('inert') && sibling.tagName !== 'SCRIPT') {
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
  }
  return () => made.forEach((element) => element.removeAttribute('inert'));
}

interface Props {
  gate: GateData;
  reload: boolean;
  days: number;
}

export function AdultGate({ gate, reload, days }: Props) {
  const [confirmed, setConfirmed] = useState(false);
  const modal = useRef<HTMLDivElement>(null);

  // The dialog itself takes focus first, so its title and text are announced.
  useLayoutEffect(() => modal.current?.focus(), []);

  useEffect(() => {
    const element = modal.current;
    if (confirmed || !element) return;
    const undo = isolate(element);
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      keepFocusInside(element, event);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!element.contains(event.target as Node)) focusablesIn(element)[0]?.focus();
    };
    document.addEventListener('keydown', onKeydown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeydown, true);
      document.removeEventListener('focusin', onFocusIn);
      undo();
    };
  }, [confirmed]);

  useEffect(() => {
    if (!confirmed) return;
    document.body.classList.remove('adult-content', 'yomu-adult-unconfirmed');
    // A dialog waiting for the gate (the consent banner) may open now and take the focus; else it goes to the page.
    document.dispatchEvent(new CustomEvent(ADULT_CONFIRMED_EVENT));
    if (document.activeElement && document.activeElement !== document.body) return;
    const main = document.querySelector<HTMLElement>('main, #main, .site-main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  }, [confirmed]);

  function confirm(event: FormEvent) {
    event.preventDefault();
    Cookies.set(ADULT_COOKIE, '1', { expires: days, path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' });
    if (reload) window.location.reload();
    else setConfirmed(true);
  }

  if (confirmed) return null;
  return (
    <div ref={modal} id="adult_modal" className="adult-modal" role="dialog" aria-modal="true" aria-labelledby="adult_modal_title" aria-describedby="adult_modal_text" tabIndex={-1}>
      <div className="adult-modal__box">
        <h2 id="adult_modal_title" className="adult-modal__title">
          {gate.title}
        </h2>
        <p id="adult_modal_text" className="adult-modal__text">
          {gate.text}
        </p>
        <form className="adult-modal__actions" method="post" action={gate.action} onSubmit={confirm}>
          {gate.hidden.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
          <a className="btn btn-default adult-modal__leave" href={gate.leave.href}>
            {gate.leave.text}
          </a>
          <button type="submit" className="btn btn-primary adult-modal__confirm">
            {gate.confirm}
          </button>
        </form>
      </div>
    </div>
  );
}
