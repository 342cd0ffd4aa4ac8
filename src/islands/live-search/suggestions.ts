// Asks the server for suggestions (wp-manga-search-manga) and turns the answer into items: choosable
// suggestions {title, url, type}, or failure messages that cannot be chosen.
import { callAction } from '../../lib/api/client';

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

// The answer is typed, but a broken plugin or proxy may still send anything: every field is checked.
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object') : [];

/** Only http(s) links are followed (a javascript: url from a broken answer is ignored). */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/** A class-safe type name: 'manga', 'text', 'video', … */
export function typeSlug(type: string, fallback: string): string {
  return type.replace(/[^a-z0-9-]/gi, '').toLowerCase() || fallback;
}

export async function fetchSuggestions(title: string, signal: AbortSignal): Promise<Item[]> {
  const answer = await callAction('wp-manga-search-manga', { title }, { signal });
  if (answer.success) {
    return list(answer.data)
      .map((item): Suggestion => ({ kind: 'suggestion', title: text(item.title), url: safeUrl(text(item.url)), type: typeSlug(text(item.type), 'manga') }))
      .filter((item) => item.title !== '');
  }
  return list(answer.data)
    .map((item): Failure => ({ kind: 'failure', message: text(item.message), type: typeSlug(text(item.type), 'error') }))
    .filter((item) => item.message !== '');
}
