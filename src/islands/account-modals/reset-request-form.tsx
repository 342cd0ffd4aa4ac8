// The reset request form (#resetform): success hides the form behind the server's message for
// RESET_FORM_RETURNS_AFTER, then brings it back empty with a fresh captcha (the answer was spent).
import { type FormEvent, useEffect, useState } from 'react';
import { callAction } from '../../lib/api/client';
import { useCaptcha } from '../../lib/captcha';
import { FormParts, MessageBox } from './form-parts';
import { captchaOf, type ModalData } from './read-modals';
import { type AccountConfig, captchaAnswer, fieldValue, serverText, useAccountForm } from './use-account-form';
import { checkReset } from './validate';

export const RESET_FORM_RETURNS_AFTER = 10000;

interface Props {
  modal: ModalData;
  config: AccountConfig;
  visible: boolean;
}

export function ResetRequestForm({ modal, config, visible }: Props) {
  const spec = captchaOf(modal.form.parts);
  const captcha = useCaptcha(spec, visible);
  const { reset: resetCaptcha } = captcha;
  const { message, setMessage, busy, run } = useAccountForm(config.messages.server_error);
  const [sent, setSent] = useState(false);
  // A new key empties the form's fields when it comes back.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      setSent(false);
      setRound((n) => n + 1);
      setMessage(null);
      resetCaptcha();
    }, RESET_FORM_RETURNS_AFTER);
    return () => window.clearTimeout(timer);
  }, [sent, setMessage, resetCaptcha]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const user = fieldValue(new FormData(event.currentTarget), 'user_reset');
    const problem = checkReset(user);
    if (problem) return setMessage({ text: config.messages[problem], kind: 'error' });
    setMessage(null);
    const answer = await run(() => callAction('wp_manga_reset', { ...captchaAnswer(spec, captcha.token), user, nonce: config.nonce }));
    if (!answer) return;
    if (!answer.success) {
      setMessage({ text: serverText(answer.data, config.messages.server_error), kind: 'error' });
      captcha.reset();
      return;
    }
    setSent(true);
    setMessage({ text: serverText(answer.data, ''), kind: 'success' });
  }

  const { form } = modal;
  return (
    <>
      <MessageBox className={modal.messageClass} message={message} />
      <form key={round} name={form.name} id={form.id} method="post" action={form.action} noValidate hidden={sent} aria-busy={busy || undefined} onSubmit={submit}>
        <FormParts parts={form.parts} captcha={captcha} captchaFailedText={config.messages.captcha_failed ?? config.messages.server_error} />
      </form>
    </>
  );
}
