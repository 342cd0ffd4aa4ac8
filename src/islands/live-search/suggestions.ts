// Asks the server for suggestions (wp-manga-search-manga) and turns the answer into items: choosable
// suggestions {title, url, type}, or failure messages that cannot be chosen.
import { postAction } from '../../lib/api/client';

export interface Suggestion {
  kind: 'suggestion';
  title: string;
  url: string;
  type: string;
}
export interface Failure {
  kind: 'failure';
  message: string;
  type: string;
}
export type Item = Suggestion | Failure;

interface SuccessItem {
  title?: unknown;
  url?: unknown;
  type?: unknown;
}
interface FailureItem {
  message?: unknown;
  type?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Only http(s) links are followed (a javascript: url from a broken answer is ignored). */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}

export async function fetchSuggestions(title: string, signal: AbortSignal): Promise<Item[]> {
  const answer = await postAction<SuccessItem[], FailureItem[]>('wp-manga-search-manga', { title }, { signal });
  if (answer.success) {
    const list: SuccessItem[] = Array.isArray(answer.data) ? answer.data : [];
    return list
      .map((item): Suggestion => ({ kind: 'suggestion', title: text(item.title), url: safeUrl(text(item.url)), type: text(item.type) || 'manga' }))
      .filter((item) => item.title !== '');
  }
  const list: FailureItem[] = Array.isArray(answer.data) ? answer.data : [];
  return list.map((item): Failure => ({ kind: 'failure', message: text(item.message), type: text(item.type) || 'error' })).filter((item) => item.message !== '');
}
