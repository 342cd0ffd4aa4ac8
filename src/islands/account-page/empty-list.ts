import type { EmptyListAnswer } from '../../lib/api/account';

/** The server's answer when a removal left the list empty. */
export function isEmptyList(data: unknown): data is EmptyListAnswer {
  return !!data && typeof data === 'object' && (data as EmptyListAnswer).is_empty === true && typeof (data as EmptyListAnswer).msg === 'string' && (data as EmptyListAnswer).msg !== '';
}

/** The text of the server's HTML message, for an alert. */
export function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
