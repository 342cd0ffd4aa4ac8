// Account page island (plugin Account\LibraryView, for signed-in readers): without JavaScript the same forms
// post to admin-post.php.
import { mountReact } from '../../lib/islands/mount-react';
import { AccountPage, type AccountPageProps } from './account-page';
import { readAccountPage } from './read-page';

function readProps(props: Record<string, unknown>): Omit<AccountPageProps, 'data'> | null {
  const nonces = props.nonces as Record<string, unknown> | null | undefined;
  const messages = props.messages as Record<string, unknown> | null | undefined;
  if (typeof nonces?.bookmark !== 'string' || typeof nonces.history !== 'string' || typeof messages?.error !== 'string') return null;
  return { nonces: { bookmark: nonces.bookmark, history: nonces.history }, errorText: messages.error };
}

export function mount(element: HTMLElement, given: Record<string, unknown>): void {
  const props = readProps(given);
  const data = readAccountPage(element);
  if (!props || !data) return;
  mountReact(element, <AccountPage data={data} {...props} />);
}
