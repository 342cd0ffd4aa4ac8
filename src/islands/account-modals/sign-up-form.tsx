// The sign-up form (#registerform): username, email, password checks, then the sign-up call. Success removes the
// form and shows the server's message; a refusal shows it and resets the captcha.
import { type FormEvent, useState } from 'react';
import { callAction } from '../../lib/api/client';
import { useCaptcha } from '../../lib/captcha';
import { FormParts, MessageBox } from './form-parts';
import { captchaOf, type ModalData } from './read-modals';
import { type AccountConfig, captchaAnswer, fieldValue, serverText, useAccountForm } from './use-account-form';
import { checkSignUp } from './validate';

interface Props {
  modal: ModalData;
  config: AccountConfig;
  visible: boolean;
}

export function SignUpForm({ modal, config, visible }: Props) {
  const spec = captchaOf(modal.form.parts);
  const captcha = useCaptcha(spec, visible);
  const { message, setMessage, busy, run } = useAccountForm(config.messages.server_error);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const user = fieldValue(values, 'user_sign-up');
    const email = fieldValue(values, 'email_sign-up');
    const pass = fieldValue(values, 'pass_sign-up');
    const problem = checkSignUp(user, email, pass);
    if (problem) return setMessage({ text: config.messages[problem], kind: 'error' });
    setMessage(null);
    const answer = await run(() =>
      callAction('wp_manga_signup', { ...captchaAnswer(spec, captcha.token), user_login: user, user_email: email, user_pass: pass, nonce: config.nonce }),
    );
    if (!answer) return;
    if (answer.success) {
      setDone(true);
      setMessage({ text: serverText(answer.data, ''), kind: 'success' });
      return;
    }
    setMessage({ text: serverText(answer.data, config.messages.server_error), kind: 'error' });
    captcha.reset();
  }

  const { form } = modal;
  return (
    <>
      <MessageBox className={modal.messageClass} message={message} />
      {!done && (
        <form name={form.name} id={form.id} method="post" action={form.action} noValidate aria-busy={busy || undefined} onSubmit={submit}>
          <FormParts parts={form.parts} captcha={captcha} captchaFailedText={config.messages.captcha_failed ?? config.messages.server_error} />
        </form>
      )}
    </>
  );
}
