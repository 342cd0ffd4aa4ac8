// The test captcha provider (printed only when tests turn it on): a checkbox that answers a fresh token when
// ticked; the answer expires after the server's lifetime, and a `yomu-test-captcha:error` event on the widget
// fails it, as a real provider's error callback would.
import { type RefObject, useEffect } from 'react';
import type { Captcha, CaptchaSpec } from '../../lib/captcha';

function freshToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `pass-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

interface Props {
  spec: CaptchaSpec;
  captcha: Captcha;
  container: RefObject<HTMLElement | null>;
}

export function TestCaptcha({ spec, captcha, container }: Props) {
  const { token, callbacks } = captcha;

  useEffect(() => {
    if (!token) return;
    const timer = window.setTimeout(callbacks.expired, spec.expires * 1000);
    return () => window.clearTimeout(timer);
  }, [token, spec.expires, callbacks]);

  useEffect(() => {
    const widget = container.current;
    widget?.addEventListener('yomu-test-captcha:error', callbacks.failed);
    return () => widget?.removeEventListener('yomu-test-captcha:error', callbacks.failed);
  }, [container, callbacks]);

  return (
    <label className="yomu-test-captcha">
      <input
        type="checkbox"
        className="yomu-test-captcha__box"
        checked={token !== ''}
        onChange={(event) => (event.target.checked ? callbacks.solved(freshToken()) : callbacks.expired())}
      />{' '}
      {spec.label}
    </label>
  );
}
