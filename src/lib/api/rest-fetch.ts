// Reads the REST API yomu/v1 through @wordpress/api-fetch, as WordPress's own front ends do: its root-URL
// middleware points at the site's REST root and its nonce middleware sends the signed-in reader's REST nonce, both
// from the page config (window.yomuSite, printed through php-bridge's PageConfig by theme/inc/assets.php).
// api-fetch is imported on the first call, so it is a chunk of its own that only islands reading the REST API load.
// admin-ajax actions stay on client.ts.
import type { ApiFetch } from '@wordpress/api-fetch';
import { RequestError, site } from './client';
import { REST_NAMESPACE, type RestError, type RestRoutes } from './rest';

export type RestRoute = keyof RestRoutes & string;
type Params<R extends RestRoute> = RestRoutes[R]['params'];
type Answer<R extends RestRoute> = RestRoutes[R]['answer'];

/** A REST error answer (4xx/5xx with {code, message}), or a network failure (status 0). */
export class RestRequestError extends RequestError {
  constructor(
    message: string,
    status: number,
    readonly code: string,
  ) {
    super(message, status);
    this.name = 'RestRequestError';
  }
}

let loaded: Promise<ApiFetch> | null = null;
let installed: Array<Parameters<ApiFetch['use']>[0]> = [];

/** api-fetch with Yomu's middlewares, set up once per page. */
export function loadApiFetch(): Promise<ApiFetch> {
  loaded ??= import('@wordpress/api-fetch').then(({ default: apiFetch }) => {
    const config = site();
    installed = [apiFetch.createRootURLMiddleware(config.restUrl || `${config.homeUrl.replace(/\/?$/, '/')}wp-json/`)];
    if (config.restNonce) installed.push(apiFetch.createNonceMiddleware(config.restNonce));
    installed.forEach((middleware) => apiFetch.use(middleware));
    return apiFetch;
  });
  return loaded;
}

/** Removes the middlewares so the next call reads the page config again (tests change it). */
export async function resetApiFetch(): Promise<void> {
  if (!loaded) return;
  const apiFetch = await loaded;
  installed.forEach((middleware) => apiFetch.unregister(middleware));
  installed = [];
  loaded = null;
}

/** The path of a route ('GET /manga/{id}') with its placeholders filled, below the namespace. */
export function restPath(route: RestRoute, values: Record<string, string | number> = {}): string {
  const pattern = route.slice(route.indexOf(' ') + 1);
  const path = pattern.replace(/\{(\w+)\}/g, (_all, name: string) => {
    if (!(name in values)) throw new Error(`Missing ${name} for ${route}`);
    return encodeURIComponent(String(values[name]));
  });
  return `/${REST_NAMESPACE}${path}`;
}

/** Query parameters as PHP reads them: arrays become repeated `key[]`. */
export function restQuery(params: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => query.append(`${key}[]`, String(item)));
    else query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function failure(error: unknown): RestRequestError {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  const answer = (error && typeof error === 'object' ? error : {}) as Partial<RestError>;
  const status = typeof answer.data?.status === 'number' ? answer.data.status : 0;
  return new RestRequestError(typeof answer.message === 'string' ? answer.message : String(error), status, typeof answer.code === 'string' ? answer.code : 'fetch_error');
}

/** Calls a route: GET parameters go in the query string, others in a JSON body. */
export async function restRequest<R extends RestRoute>(
  route: R,
  params: Params<R>,
  values: Record<string, string | number> = {},
  signal?: AbortSignal,
): Promise<Answer<R>> {
  const apiFetch = await loadApiFetch();
  const method = route.slice(0, route.indexOf(' '));
  const path = restPath(route, values);
  try {
    return method === 'GET'
      ? await apiFetch<Answer<R>>({ path: `${path}${restQuery(params)}`, method, signal })
      : await apiFetch<Answer<R>>({ path, method, data: params as Record<string, unknown>, signal });
  } catch (error) {
    throw failure(error);
  }
}
