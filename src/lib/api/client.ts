// The one typed client for server calls: admin-ajax actions ({success, data} answers or HTML) and plain POSTs.
// Every island talks to the server through these functions only.
import type { ActionName, ActionTypes, AjaxActions } from './actions';

export interface AjaxSuccess<T> {
  success: true;
  data: T;
}
export interface AjaxFailure<E> {
  success: false;
  data: E;
}
export type AjaxAnswer<T, E = unknown> = AjaxSuccess<T> | AjaxFailure<E>;

export type Fields = Record<string, string | number | boolean | Blob | Array<string | number>>;

export interface SiteConfig {
  ajaxUrl: string;
  homeUrl: string;
  /** The REST API root (rest_url()), for rest-fetch.ts. */
  restUrl?: string;
  /** The signed-in reader's REST nonce ('' for guests). */
  restNonce?: string;
  /** The service worker's URL and scope (theme/inc/offline.php); none where offline reading is off. */
  sw?: string;
  swScope?: string;
  /** The signed-in reader's id (0: a guest): whose saved chapters the page may show. */
  userId?: number;
}

declare global {
  interface Window {
    yomuSite?: SiteConfig;
  }
}

/** Thrown when the server could not be reached or answered something that is not the expected shape. */
export class RequestError extends Error {
  // Declared and assigned, not a class field: a field would make this plain chunk import the bundler's field helper
  // from the React islands' chunk, and so React itself.
  declare readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
  }
}

export function site(): SiteConfig {
  return window.yomuSite ?? { ajaxUrl: '/wp-admin/admin-ajax.php', homeUrl: '/' };
}

/** Form-encodes fields; arrays become repeated `key[]` entries, as PHP expects. */
export function toBody(fields: Fields): URLSearchParams | FormData {
  const hasFile = Object.values(fields).some((value) => value instanceof Blob);
  const body = hasFile ? new FormData() : new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((item) => body.append(`${key}[]`, String(item)));
    else if (value instanceof Blob) (body as FormData).append(key, value);
    else body.append(key, String(value));
  }
  return body;
}

interface Options {
  signal?: AbortSignal;
  keepalive?: boolean;
}

async function send(url: string, fields: Fields, options: Options): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: toBody(fields), credentials: 'same-origin', ...options });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new RequestError(error instanceof Error ? error.message : String(error), 0);
  }
  return response;
}

/** POSTs an admin-ajax action and returns its {success, data} answer (also for 4xx answers that carry one). */
export async function postAction<T, E = unknown>(action: string, fields: Fields = {}, options: Options = {}): Promise<AjaxAnswer<T, E>> {
  const response = await send(site().ajaxUrl, { ...fields, action }, options);
  const text = await response.text();
  try {
    const answer: unknown = JSON.parse(text);
    if (answer && typeof answer === 'object' && 'success' in answer) return answer as AjaxAnswer<T, E>;
  } catch {
    // fall through
  }
  throw new RequestError(response.ok ? 'Unexpected answer' : response.statusText || `HTTP ${response.status}`, response.status);
}

/** POSTs an admin-ajax action that answers HTML (or a URL endpoint such as ajax/chapters/) and returns the text. */
export async function postForHtml(actionOrUrl: { action: string } | { url: string }, fields: Fields = {}, options: Options = {}): Promise<string> {
  const url = 'url' in actionOrUrl ? actionOrUrl.url : site().ajaxUrl;
  const body = 'action' in actionOrUrl ? { ...fields, action: actionOrUrl.action } : fields;
  const response = await send(url, body, options);
  if (!response.ok) throw new RequestError(response.statusText || `HTTP ${response.status}`, response.status);
  return response.text();
}

/**
 * Sends a multipart form to admin-ajax reporting upload progress (0–100). fetch() cannot report upload progress,
 * so this one call uses XMLHttpRequest; it answers the same {success, data} shape as postAction.
 */
export function postWithProgress<T, E = unknown>(body: FormData, onProgress: (percent: number) => void): Promise<AjaxAnswer<T, E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', site().ajaxUrl);
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      try {
        const answer: unknown = JSON.parse(request.responseText);
        if (answer && typeof answer === 'object' && 'success' in answer) {
          resolve(answer as AjaxAnswer<T, E>);
          return;
        }
      } catch {
        // fall through
      }
      reject(new RequestError(request.statusText || `HTTP ${request.status}`, request.status));
    });
    request.addEventListener('error', () => reject(new RequestError('Network error', 0)));
    request.send(body);
  });
}

/** postAction typed by the action map in actions.ts: the action name fixes the request fields and the answers. */
export function callAction<A extends ActionName>(
  action: A,
  fields: AjaxActions[A] extends ActionTypes ? AjaxActions[A]['request'] : never,
  options: Options = {},
): Promise<
  AjaxActions[A] extends ActionTypes ? AjaxAnswer<AjaxActions[A]['success'], AjaxActions[A]['failure']> : never
> {
  return postAction(action, fields as Fields, options) as never;
}
