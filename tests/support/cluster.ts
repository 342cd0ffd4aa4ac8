// Requests to one web node of the cluster (scripts/lib/cluster.mjs): nginx sends a request carrying X-Yomu-Node to
// that node, past the page cache, and every answer from PHP names the node that made it.
import { site } from './site';

export type Node = 'a' | 'b';

/** Fetches a path of the site (or a full URL) from one node. */
export function onNode(node: Node, pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
  const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${site.url}${pathOrUrl}`;
  return fetch(url, { redirect: 'manual', ...init, headers: { ...(init.headers as Record<string, string>), 'x-yomu-node': node } });
}

/** Posts form fields to admin-ajax.php on one node. */
export function ajaxOn(node: Node, fields: Record<string, string>, cookie = ''): Promise<Response> {
  return onNode(node, '/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });
}

/** The node that answered. */
export const nodeOf = (response: Response): string => response.headers.get('x-yomu-node') ?? '';
