// The reset password form (#resetpasswordform, opened by the mailed link): both passwords, at least
// PASSWORD_MIN characters, matching; sent base64-encoded. Success shows the server's message, empties the form
// and removes it after RESET_PASSWORD_FORM_REMOVED_AFTER.
import { type FormEvent, useEffect, useState } from 'react';
import { callAction } from '../../lib/api/client';
import { useCaptcha } from '../../lib/captcha';
import { FormParts, MessageBox } from './form-parts';
import type { ModalData } from './read-modals';
import { type AccountConfig, fieldValue, serverText, useAccountForm } from './use-account-form';
import { checkNewPassword, encodePassword } from './validate';

export const RESET_PASSWORD_FORM_REMOVED_AFTER = 5000;

interface Props {
  modal: ModalData;
  config: AccountConfig;
}

export function ResetPasswordForm({ modal, config }: Props) {
  const captcha = useCaptcha(null, false);
  const { message, setMessage, busy, run } = useAccountForm(config.messages.server_error);
  const [phase, setPhase] = useState<'form' | 'done' | 'gone'>('form');

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => setPhase('gone'), RESET_PASSWORD_FORM_REMOVED_AFTER);
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const first = fieldValue(values, 'pass_1');
    const problem = checkNewPassword(first, fieldValue(values, 'pass_2'));
    if (problem) return setMessage({ text: config.messages[problem], kind: 'error' });
    setMessage(null);
    const answer = await run(() =>
      callAction('wp_manga_reset_password', { user: fieldValue(values, 'user'), key: fieldValue(values, 'key'), new_password: encodePassword(first), nonce: config.nonce }),
    );
    if (!answer) return;
    const text = serverText(answer.data, config.messages.server_error);
    if (!answer.success) return setMessage({ text, kind: 'error' });
    setMessage({ text, kind: 'success' });
    setPhase('done');
  }

  const { form } = modal;
  return (
    <>
      <MessageBox className={modal.messageClass} message={message} />
      {phase !== 'gone' && (
        <form name={form.name} id={form.id} method="post" action={form.action} noValidate aria-busy={busy || undefined} onSubmit={submit}>
          {phase === 'form' && <FormParts parts={form.parts} captcha={captcha} captchaFailedText={config.messages.server_error} />}
        </form>
      )}
    </>
  );
}
