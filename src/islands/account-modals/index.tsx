// Account modals island: the server prints the four modals hidden (plugin Account\Modals); React takes them over
// from that markup. Without JavaScript the header links go to wp-login.php.
import { mountReact } from '../../lib/islands/mount-react';
import { AccountModals } from './account-modals';
import { readModals } from './read-modals';
import type { AccountConfig } from './use-account-form';

const MESSAGES = [
  'username_empty',
  'email_empty',
  'password_empty',
  'login_username',
  'login_password',
  'login_failed',
  'reset_empty',
  'passwords_empty',
  'password_short',
  'passwords_mismatch',
  'server_error',
] as const;

const FORMS = ['loginform', 'registerform', 'resetform', 'resetpasswordform'];

function isConfig(props: Record<string, unknown>): props is Record<string, unknown> & AccountConfig {
  const messages = props.messages as Record<string, unknown> | null | undefined;
  return typeof props.nonce === 'string' && !!messages && typeof messages === 'object' && MESSAGES.every((key) => typeof messages[key] === 'string');
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  if (!isConfig(props)) return;
  const modals = readModals(element).filter((modal) => FORMS.includes(modal.form.id));
  if (modals.length === 0) return;
  mountReact(element, <AccountModals config={{ nonce: props.nonce, messages: props.messages }} modals={modals} />);
}
