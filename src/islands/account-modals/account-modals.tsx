// The account modals (SPEC §2 "Account modals", §4 "Login state"): opened from any [data-yomu-modal] link, one at
// a time, focus kept inside, Escape, the close button and the backdrop close them, and focus returns to what
// opened them. Other islands ask for the login modal with `yomu:require-login`; a sign-in announces itself with
// `yomu:signed-in` carrying the signed-in user's nonces, and re-runs a guest's bookmark.
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { AccountActions } from '../../lib/api/account';
import { focusablesIn, keepFocusInside } from '../../lib/focus-trap';
import { announceSignIn } from '../../lib/session';
import { AccountModal } from './account-modal';
import { LoginForm } from './login-form';
import { initialModals, modalsReducer, SWITCH_DELAY } from './modals-state';
import type { ModalData } from './read-modals';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';
import { SignUpForm } from './sign-up-form';
import type { AccountConfig } from './use-account-form';
import { reloadUserSection } from './user-section';

function activeElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/** Removes the one-time reset key from the address bar once the form holds it. */
function forgetResetLink(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('action') !== 'rp') return;
  ['action', 'key', 'login'].forEach((name) => url.searchParams.delete(name));
  window.history.replaceState(window.history.state, '', url.toString());
}

type SignInData = AccountActions['wp_manga_signin']['success'];

interface Props {
  config: AccountConfig;
  modals: ModalData[];
}

export function AccountModals({ config, modals }: Props) {
  const [state, dispatch] = useReducer(modalsReducer, modals.find((modal) => modal.open)?.id ?? null, initialModals);
  const nodes = useRef(new Map<string, HTMLElement>());
  const opener = useRef<HTMLElement | null>(null);
  const ids = useMemo(() => new Set(modals.map((modal) => modal.id)), [modals]);

  const close = useCallback(() => dispatch({ type: 'close', restoreFocus: true }), []);
  const switchTo = useCallback((id: string) => dispatch(ids.has(id) ? { type: 'switch', id } : { type: 'close', restoreFocus: false }), [ids]);

  // [data-yomu-modal] links anywhere (header, mobile menu, account page) and other islands' login requests. A layout
  // effect: listening before the island reports itself mounted, when the loader gives back a click it held (wake.ts).
  useLayoutEffect(() => {
    const remember = (from: HTMLElement | null) => {
      if (from) opener.current = from;
      else if (state.open === null) opener.current = activeElement();
    };
    const onClick = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-yomu-modal]') : null;
      const id = trigger?.dataset.yomuModal ?? '';
      if (!trigger || !ids.has(id)) return;
      event.preventDefault();
      // From the mobile menu: close it first so only one dialog holds the focus; focus returns to its toggle.
      const menu = trigger.closest('.off-canvas');
      menu?.querySelector<HTMLElement>('.off-canvas__close')?.click();
      remember(menu ? document.querySelector<HTMLElement>('.off-canvas-toggle') : trigger);
      dispatch({ type: 'open', id });
    };
    const onRequireLogin = (event: Event) => {
      const detail = (event as CustomEvent<{ bookmarking?: boolean } | null>).detail;
      remember(null);
      dispatch({ type: 'require-login', bookmarking: detail?.bookmarking === true });
    };
    document.addEventListener('click', onClick);
    document.addEventListener('yomu:require-login', onRequireLogin);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('yomu:require-login', onRequireLogin);
    };
  }, [ids, state.open]);

  // While a modal is open: Escape closes it, Tab stays inside, the page behind does not scroll.
  useEffect(() => {
    const modal = state.open ? nodes.current.get(state.open) : undefined;
    if (!modal) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      keepFocusInside(modal, event);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('modal-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('modal-open');
    };
  }, [state.open, close]);

  // Focus: the first field of the modal that opens; back to the opener when one closes.
  useLayoutEffect(() => {
    const modal = state.open ? nodes.current.get(state.open) : undefined;
    if (modal) (focusablesIn(modal).find((element) => element.tagName === 'INPUT') ?? modal).focus();
    else if (state.open === null && state.restoreFocus && opener.current?.isConnected) opener.current.focus();
  }, [state.open, state.restoreFocus]);

  useEffect(() => {
    if (state.pending === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'switched' }), SWITCH_DELAY);
    return () => window.clearTimeout(timer);
  }, [state.pending]);

  useEffect(() => {
    if (modals.some((modal) => modal.open)) forgetResetLink();
  }, [modals]);

  const bookmarking = state.bookmarking;
  const onSignedIn = useCallback(
    async (data: SignInData) => {
      if (typeof data?.token === 'string') {
        try {
          sessionStorage.setItem('yomu-token', data.token);
        } catch {
          // storage may be disabled; the token is optional for reading
        }
      }
      document.body.classList.add('logged-in');
      dispatch({ type: 'signed-in' });
      const section = await reloadUserSection();
      announceSignIn({ ...section?.nonces });
      if (bookmarking) document.querySelector<HTMLElement>('.wp-manga-action-button[data-action="bookmark"]')?.click();
    },
    [bookmarking],
  );

  const formOf = (modal: ModalData, visible: boolean) => {
    switch (modal.form.id) {
      case 'loginform':
        return <LoginForm modal={modal} config={config} visible={visible} bookmarking={bookmarking} signedIn={state.signedIn} onSignedIn={(data) => void onSignedIn(data)} />;
      case 'registerform':
        return <SignUpForm modal={modal} config={config} visible={visible} />;
      case 'resetform':
        return <ResetRequestForm modal={modal} config={config} visible={visible} />;
      default:
        return <ResetPasswordForm modal={modal} config={config} />;
    }
  };

  return modals.map((modal) => {
    const open = state.open === modal.id;
    return (
      <AccountModal
        key={modal.id}
        modal={modal}
        open={open}
        onClose={close}
        onSwitch={switchTo}
        ref={(node) => {
          if (node) nodes.current.set(modal.id, node);
          else nodes.current.delete(modal.id);
        }}
      >
        {formOf(modal, open)}
      </AccountModal>
    );
  });
}
