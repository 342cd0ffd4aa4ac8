// Text truncation: every [data-truncate] element is cut to its data-limit characters with "..." appended.
export const MISSING_LIMIT = "Cannot find attribute 'data-limit'";

export function truncate(element: HTMLElement): void {
  const limit = element.getAttribute('data-limit');
  if (limit === null) throw new Error(MISSING_LIMIT);
  const max = Number.parseInt(limit, 10);
  const text = (element.textContent ?? '').trim();
  if (!Number.isFinite(max) || max < 0 || text.length <= max) return;
  if (!element.title) element.title = text;
  element.textContent = `${Array.from(text).slice(0, max).join('').trimEnd()}...`;
}

/** Truncates every marked element; a missing limit is reported on the console and the others still run. */
export function truncateAll(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-truncate]').forEach((element) => {
    try {
      truncate(element);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  });
}
