// The page counter of the listing "load more" (SPEC §4): it starts at 1, a paged value of 0 counts as 1, and it
// starts at -1 when the listing has no query vars. The server adds 1 to the page it receives.

export type QueryVars = Record<string, unknown>;

export function initialPage(vars: QueryVars | null | undefined): number {
  if (!vars || Object.keys(vars).length === 0) return -1;
  const paged = Number(vars.paged ?? 1);
  if (!Number.isFinite(paged) || paged === 0) return 1;
  return Math.trunc(paged);
}

/** Flattens nested vars into PHP form keys: {a: {b: 1}} under "vars" gives "vars[a][b]" = "1". */
export function flatten(prefix: string, value: unknown, out: Record<string, string> = {}): Record<string, string> {
  if (value === null || value === undefined) return out;
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) flatten(`${prefix}[${key}]`, item, out);
    return out;
  }
  out[prefix] = String(value);
  return out;
}

export const NO_POSTS_CLASS = 'no-posts';

/** Whether an answer ends the listing: empty, or carrying the no-posts marker. */
export function isLastAnswer(html: string): boolean {
  if (html.trim() === '') return true;
  return /class="[^"]*\bno-posts\b[^"]*"/.test(html);
}
