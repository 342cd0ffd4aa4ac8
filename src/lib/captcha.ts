// Provider-neutral captcha for the account forms. The server prints, inside a protected form,
// <div data-captcha data-provider="…" data-field="…"> holding a hidden input named data-field; this module keeps
// the form's submit button disabled until the provider's widget answers, disables it again when the answer
// expires or the widget fails, and resets the widget on the `yomu:captcha-reset` event (a failed sign-in or
// sign-up). The provider's script loads only when a protected form is first shown.

export interface CaptchaCallbacks {
  solved(token: string): void;
  expired(): void;
  failed(): void;
}

/** Renders a provider's widget into the container; resolves with the function that resets it. */
export type CaptchaDriver = (container: HTMLElement, callbacks: CaptchaCallbacks) => Promise<() => void>;

interface TurnstileApi {
  render(container: HTMLElement, params: Record<string, unknown>): string | null | undefined;
  reset(widgetId?: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let turnstileLoading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  turnstileLoading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.addEventListener('load', () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing'))));
    script.addEventListener('error', () => {
      turnstileLoading = null;
      script.remove();
      reject(new Error('turnstile script failed'));
    });
    document.head.append(script);
  });
  return turnstileLoading;
}

const turnstile: CaptchaDriver = async (container, callbacks) => {
  const api = await loadTurnstile();
  const target = document.createElement('div');
  container.prepend(target);
  const id = api.render(target, {
    sitekey: container.dataset.sitekey ?? '',
    callback: (token: string) => callbacks.solved(token),
    'expired-callback': () => callbacks.expired(),
    'timeout-callback': () => callbacks.expired(),
    'error-callback': () => {
      callbacks.failed();
      return true; // handled: Turnstile would otherwise throw
    },
    // Our own hidden field carries the answer, for every provider alike.
    'response-field': false,
  });
  if (!id) throw new Error('turnstile render failed');
  return () => api.reset(id);
};

/** The test provider (only printed when tests turn it on): a checkbox that answers a fresh token when ticked. */
const test: CaptchaDriver = async (container, callbacks) => {
  const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!box) throw new Error('test captcha markup missing');
  const lifetime = Math.max(1, Number(container.dataset.expires) || 120) * 1000;
  let timer = 0;
  const clear = () => {
    window.clearTimeout(timer);
    box.checked = false;
  };
  box.addEventListener('change', () => {
    window.clearTimeout(timer);
    if (!box.checked) return callbacks.expired();
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    callbacks.solved(`pass-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`);
    timer = window.setTimeout(() => {
      box.checked = false;
      callbacks.expired();
    }, lifetime);
  });
  // Lets tests make the widget fail, as a provider's error callback would.
  container.addEventListener('yomu-test-captcha:error', () => {
    clear();
    callbacks.failed();
  });
  return clear;
};

export const drivers: Record<string, CaptchaDriver> = { turnstile, test };

export interface CaptchaControl {
  /** Renders the widget (once); call when the form becomes visible. */
  start(): void;
}

/**
 * Wires the captcha of one form. Returns null when the form has none. `failedText` is shown when the provider's
 * script cannot load (the submit button then stays disabled, as the server would refuse the form anyway).
 */
export function bindCaptcha(form: HTMLFormElement, failedText: string): CaptchaControl | null {
  const container = form.querySelector<HTMLElement>('[data-captcha]');
  if (!container) return null;
  const field = form.elements.namedItem(container.dataset.field ?? '');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const answer = (token: string) => {
    if (field instanceof HTMLInputElement) field.value = token;
    if (submit) submit.disabled = token === '';
    container.classList.toggle('is-solved', token !== '');
  };
  const callbacks: CaptchaCallbacks = { solved: answer, expired: () => answer(''), failed: () => answer('') };
  answer('');

  let reset: (() => void) | null = null;
  let started = false;
  container.addEventListener('yomu:captcha-reset', () => {
    answer('');
    reset?.();
  });

  return {
    start() {
      const driver = drivers[container.dataset.provider ?? ''];
      if (started || !driver) return;
      started = true;
      container.querySelector('.yomu-captcha__error')?.remove();
      driver(container, callbacks)
        .then((resetWidget) => {
          reset = resetWidget;
        })
        .catch(() => {
          started = false; // opening the form again retries
          const note = document.createElement('p');
          note.className = 'yomu-captcha__error';
          note.setAttribute('role', 'alert');
          note.textContent = failedText;
          container.append(note);
        });
    },
  };
}
