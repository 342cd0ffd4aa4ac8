// The fields of an account form as the server printed them, and the message box above the form.
import type { Captcha } from '../../lib/captcha';
import { CaptchaField } from './captcha-field';
import type { FormPart } from './read-modals';
import type { FormMessage } from './use-account-form';

interface Props {
  parts: FormPart[];
  captcha: Captcha;
  captchaFailedText: string;
  /** Values of hidden fields the island sets (the login form's `bookmarking`). */
  hidden?: Record<string, string>;
}

export function FormParts({ parts, captcha, captchaFailedText, hidden = {} }: Props) {
  const needsAnswer = parts.some((part) => part.kind === 'captcha');
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'field':
        return (
          <p key={part.name} className="form-field">
            <label htmlFor={part.name}>{part.label}</label>
            <input type={part.type} name={part.name} id={part.name} className="input" autoComplete={part.autocomplete} />
          </p>
        );
      case 'remember':
        return (
          <p key={part.name} className="forgetmenot">
            <label>
              <input name={part.name} type="checkbox" id={part.id} value={part.value} /> {part.label}
            </label>
          </p>
        );
      case 'hidden':
        return <input key={part.name} type="hidden" name={part.name} value={hidden[part.name] ?? part.value} />;
      case 'captcha':
        return <CaptchaField key="captcha" spec={part.spec} captcha={captcha} failedText={captchaFailedText} />;
      case 'submit':
        return (
          <p key={`submit-${index}`} className="submit">
            <button type="submit" className="button wp-submit" disabled={needsAnswer && captcha.token === ''}>
              {part.label}
            </button>
          </p>
        );
    }
  });
}

export function MessageBox({ className, message }: { className: string; message: FormMessage | null }) {
  return (
    <p className={message ? `${className} ${message.kind}` : className} role="alert" aria-live="assertive">
      {message?.text}
    </p>
  );
}
