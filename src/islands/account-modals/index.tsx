// Account modals island (framework-free): opens the modals from the header links, switches between them,
// and sends the account forms. Without JavaScript the header links go to wp-login.php.
import { closeModal, openModalById, switchTo } from './dialog';
import { bindCaptcha, type CaptchaControl } from '../../lib/captcha';
import { bindForms, type AccountConfig } from './forms';

function isConfig(props: Record<string, unknown>): props is Record<string, unknown> & AccountConfig {
  return typeof props.nonce === 'string' && !!props.messages && typeof props.messages === 'object';
}

/** Removes the one-time reset key from the address bar once the form holds it. */
function forgetResetLink(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('action') !== 'rp') return;
  ['action', 'key', 'login'].forEach((name) => url.searchParams.delete(name));
  window.history.replaceState(window.history.state, '', url.toString());
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  if (!isConfig(props)) return;
  bindForms(element, props);

  // Captchas render when their modal first opens, so guests who never open one load no provider script.
  const captchas = new Map<HTMLElement, CaptchaControl>();
  element.querySelectorAll<HTMLFormElement>('form').forEach((form) => {
    const control = bindCaptcha(form, props.messages.captcha_failed ?? props.messages.server_error);
    const modal = form.closest<HTMLElement>('.yomu-modal');
    if (control && modal) captchas.set(modal, control);
  });
  element.addEventListener('yomu:modal-opened', (event) => {
    if (event.target instanceof HTMLElement) captchas.get(event.target)?.start();
  });

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const trigger = target?.closest<HTMLElement>('[data-yomu-modal]');
    if (trigger && document.getElementById(trigger.dataset.yomuModal ?? '')?.classList.contains('yomu-modal')) {
      event.preventDefault();
      // From the mobile menu: close it first so only one dialog holds the focus; focus returns to its toggle.
      const menu = trigger.closest('.off-canvas');
      menu?.querySelector<HTMLElement>('.off-canvas__close')?.click();
      const opener = menu ? document.querySelector<HTMLElement>('.off-canvas-toggle') : trigger;
      openModalById(trigger.dataset.yomuModal ?? '', opener);
      return;
    }
    const switcher = target?.closest<HTMLElement>('[data-yomu-switch]');
    if (switcher && element.contains(switcher)) {
      event.preventDefault();
      switchTo(switcher.dataset.yomuSwitch ?? '');
      return;
    }
    if (target?.closest('[data-dismiss="modal"]') || target?.classList.contains('yomu-modal')) closeModal();
  });

  // Other islands (bookmarks) ask for the login modal instead of calling the server as a guest.
  document.addEventListener('yomu:require-login', (event) => {
    const detail = (event as CustomEvent<{ bookmarking?: boolean } | undefined>).detail;
    const flag = element.querySelector<HTMLInputElement>('#loginform input[name="bookmarking"]');
    if (flag) flag.value = detail?.bookmarking ? '1' : '0';
    openModalById('form-login');
  });

  element.dataset.mounted = 'true';
  const start = element.querySelector<HTMLElement>('.yomu-modal[data-open="1"]');
  if (start) {
    openModalById(start.id);
    forgetResetLink();
  }
}
