// The captcha container of a protected form: the provider's widget, the hidden response field, and the message
// shown when the provider's script cannot load.
import { useRef } from 'react';
import { type Captcha, type CaptchaSpec, TEST_PROVIDER } from '../../lib/captcha';
import { TestCaptcha } from './test-captcha';

interface Props {
  spec: CaptchaSpec;
  captcha: Captcha;
  failedText: string;
}

export function CaptchaField({ spec, captcha, failedText }: Props) {
  const container = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={container}
      className={captcha.token ? 'yomu-captcha is-solved' : 'yomu-captcha'}
      data-captcha=""
      data-provider={spec.provider}
      data-field={spec.field}
      data-sitekey={spec.sitekey || undefined}
      data-expires={spec.provider === TEST_PROVIDER ? spec.expires : undefined}
    >
      {spec.provider === TEST_PROVIDER ? <TestCaptcha spec={spec} captcha={captcha} container={container} /> : <div ref={captcha.slotRef} />}
      <input type="hidden" name={spec.field} value={captcha.token} />
      {captcha.loadFailed && (
        <p className="yomu-captcha__error" role="alert">
          {failedText}
        </p>
      )}
    </div>
  );
}
