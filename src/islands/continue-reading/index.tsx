// "Continue" on the manga page for a guest. Whether the guest has read this manga is read from the history cookie in
// plain code: a first visit fetches no React for it.
import { guestPosition } from '../../lib/guest-history';

export function mount(element: HTMLElement, props: Record<string, unknown>): Promise<void> | undefined {
  // The server already linked a signed-in reader's place (or the manga is unknown): nothing to add.
  if (element.querySelector('a') || typeof props.manga !== 'number' || !guestPosition(props.manga)) return;
  const manga = props.manga;
  return import('./mount-continue').then(({ mountContinue }) => mountContinue(element, manga));
}
