// Provider-neutral captcha for the account forms. The server prints, inside a protected form,
// <div data-captcha data-provider="…" data-field="…"> holding a hidden input named data-field. useCaptcha() keeps
// the answer (the form's submit button stays disabled while it is empty), clears it when it expires or the widget
// fails, and resets the widget after a failed sign-in or sign-up. The provider's script loads only when a
// protected form is first shown.
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface CaptchaSpec {
  provider: string;
  /** The response field the account calls send. */
  field: string;
  sitekey: string;
  /** How long an answer of the test provider lasts, in seconds. */
  expires: number;
  /** The test provider's checkbox label. */
  label: string;
}

export interface CaptchaCallbacks {
  solved(token: string): void;
  expired(): void;
  failed(): void;
}

/** Renders a provider's widget into the slot; resolves with the function that resets it. */
export type CaptchaDriver = (slot: HTMLElement, spec: CaptchaSpec, callbacks: CaptchaCallbacks) => Promise<() => void>;

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
export const TEST_PROVIDER = 'test';

/** Reads the server's captcha container once. */
export function readCaptcha(container: Element): CaptchaSpec {
  const data = (container as HTMLElement).dataset;
  return {
    provider: data.provider ?? '',
    field: data.field ?? '',
    sitekey: data.sitekey ?? '',
    expires: Math.max(1, Number(data.expires) || 120),
    label: container.querySelector('label')?.textContent?.trim() ?? '',
  };
}

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

const turnstile: CaptchaDriver = async (slot, spec, callbacks) => {
  const api = await loadTurnstile();
  const id = api.render(slot, {
    sitekey: spec.sitekey,
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

/** Providers whose widget is a third-party script. The test provider is our own widget, rendered by the form. */
export const drivers: Record<string, CaptchaDriver> = { turnstile };

export interface Captcha {
  /** The current answer; '' while unanswered, expired or failed. */
  token: string;
  /** The provider's script could not load (opening the form again retries). */
  loadFailed: boolean;
  /** Where a third-party widget renders. */
  slotRef: RefObject<HTMLDivElement | null>;
  callbacks: CaptchaCallbacks;
  /** Clears the answer and resets the widget (its answer was spent or refused). */
  reset(): void;
}

/** The captcha of one form (spec null: the form has none). The widget starts the first time `visible` is true. */
export function useCaptcha(spec: CaptchaSpec | null, visible: boolean): Captcha {
  const [token, setToken] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);
  const slotRef = useRef<HTMLDivElement | null>(null);
  const resetWidget = useRef<(() => void) | null>(null);
  const started = useRef(false);
  const callbacks = useMemo<CaptchaCallbacks>(() => ({ solved: setToken, expired: () => setToken(''), failed: () => setToken('') }), []);

  useEffect(() => {
    const driver = spec ? drivers[spec.provider] : undefined;
    const slot = slotRef.current;
    if (!spec || !visible || !driver || !slot || started.current) return;
    started.current = true;
    setLoadFailed(false);
    driver(slot, spec, callbacks).then(
      (resetFn) => {
        resetWidget.current = resetFn;
      },
      () => {
        started.current = false;
        setLoadFailed(true);
      },
    );
  }, [spec, visible, callbacks]);

  const reset = useCallback(() => {
    setToken('');
    resetWidget.current?.();
  }, []);

  return { token, loadFailed, slotRef, callbacks, reset };
}
