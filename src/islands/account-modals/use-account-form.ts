// What the four account forms share: the message box above the form, one request at a time (aria-busy), and
// the "Server Error!" alert when the server cannot be reached (SPEC §8).
import { useCallback, useRef, useState } from 'react';
import type { CaptchaSpec } from '../../lib/captcha';
import type { MessageKey } from './validate';

export interface AccountConfig {
  nonce: string;
  messages: Record<MessageKey | 'login_failed' | 'server_error', string> & { captcha_failed?: string };
}

export interface FormMessage {
  text: string;
  kind: 'error' | 'success';
}

export function useAccountForm(serverError: string) {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  /** Runs the request unless one is running; null when it was skipped or the server could not be reached. */
  const run = useCallback(
    async <T>(request: () => Promise<T>): Promise<T | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      try {
        return await request();
      } catch {
        window.alert(serverError);
        return null;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [serverError],
  );

  return { message, setMessage, busy, run };
}

/** A submitted field's value ('' when absent, e.g. an unticked checkbox). */
export function fieldValue(values: FormData, name: string): string {
  const value = values.get(name);
  return typeof value === 'string' ? value : '';
}

/** The captcha answer under the provider's field name, for the account call. */
export function captchaAnswer(spec: CaptchaSpec | null, token: string): Record<string, string> {
  return spec ? { [spec.field]: token } : {};
}

/** Server messages are escaped text; any markup left is stripped before it is shown as text. */
export function serverText(data: unknown, fallback: string): string {
  const raw = typeof data === 'string' ? data : data && typeof data === 'object' && 'message' in data ? String(data.message) : '';
  const text = new DOMParser().parseFromString(raw, 'text/html').documentElement.textContent?.trim() ?? '';
  return text || fallback;
}
