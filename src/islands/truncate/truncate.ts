// Text truncation: every [data-truncate] element is cut to its data-limit characters with "..." appended.
export const MISSING_LIMIT = "Cannot find attribute 'data-limit'";

/** The element's text cut to its data-limit with "..." appended, or null when it fits; throws without a limit. */
export function truncatedText(element: Element): string | null {
  const limit = element.getAttribute('data-limit');
  if (limit === null) throw new Error(MISSING_LIMIT);
  const max = Number.parseInt(limit, 10);
  const text = (element.textContent ?? '').trim();
  if (!Number.isFinite(max) || max < 0 || text.length <= max) return null;
  return `${Array.from(text).slice(0, max).join('').trimEnd()}...`;
}

/** Cuts the server element in place (the header does this for the whole page at load). */
export function truncate(element: HTMLElement): void {
  const cut = truncatedText(element);
  if (cut === null) return;
  if (!element.title) element.title = (element.textContent ?? '').trim();
  element.textContent = cut;
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
