// The login form (#loginform): username, then password, then the sign-in call. A refused sign-in shows the
// server's message and resets the captcha; success is handed to the modals (user section, bookmark).
import type { FormEvent } from 'react';
import type { AccountActions } from '../../lib/api/account';
import { callAction } from '../../lib/api/client';
import { useCaptcha } from '../../lib/captcha';
import { FormParts, MessageBox } from './form-parts';
import { captchaOf, type ModalData } from './read-modals';
import { type AccountConfig, captchaAnswer, fieldValue, serverText, useAccountForm } from './use-account-form';
import { checkLogin } from './validate';

interface Props {
  modal: ModalData;
  config: AccountConfig;
  visible: boolean;
  bookmarking: boolean;
  signedIn: boolean;
  onSignedIn: (data: AccountActions['wp_manga_signin']['success']) => void;
}

export function LoginForm({ modal, config, visible, bookmarking, signedIn, onSignedIn }: Props) {
  const spec = captchaOf(modal.form.parts);
  const captcha = useCaptcha(spec, visible);
  const { message, setMessage, busy, run } = useAccountForm(config.messages.server_error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signedIn) return;
    const values = new FormData(event.currentTarget);
    const login = fieldValue(values, 'log');
    const pass = fieldValue(values, 'pwd');
    const problem = checkLogin(login, pass);
    if (problem) return setMessage({ text: config.messages[problem], kind: 'error' });
    setMessage(null);
    const answer = await run(() =>
      callAction('wp_manga_signin', { ...captchaAnswer(spec, captcha.token), login, pass, rememberme: fieldValue(values, 'rememberme'), nonce: config.nonce }),
    );
    if (!answer) return;
    if (!answer.success) {
      setMessage({ text: serverText(answer.data, config.messages.login_failed), kind: 'error' });
      captcha.reset();
      return;
    }
    onSignedIn(answer.data);
  }

  const { form } = modal;
  return (
    <>
      <MessageBox className={modal.messageClass} message={message} />
      <form name={form.name} id={form.id} method="post" action={form.action} noValidate aria-busy={busy || undefined} onSubmit={submit}>
        <FormParts
          parts={form.parts}
          captcha={captcha}
          captchaFailedText={config.messages.captcha_failed ?? config.messages.server_error}
          hidden={{ bookmarking: bookmarking ? '1' : '0' }}
        />
      </form>
    </>
  );
}
