// An island often takes over while the reader is using its server fallback (it loads on the first touch, hover or
// focus): when React replaces that markup, the focus moves to the element React drew in its place (mount-react.tsx
// does it in the same frame, so no key press falls between them).

/** What identifies a focusable element across the takeover: same tag, id, name, value, link, label and text. */
function signature(element: Element): string {
  return [
    element.tagName,
    element.id,
    element.getAttribute('name'),
    element.getAttribute('value'),
    element.getAttribute('href'),
    element.getAttribute('aria-label'),
    element.textContent?.trim(),
  ].join('\u0000');
}

/** Call before the fallback in `root` is removed; the returned function gives the focus back after. */
export function rememberFocus(root: HTMLElement): () => void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return () => {};
  const wanted = signature(active);
  return () => {
    // Only when the takeover dropped it.
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = active.isConnected ? active : Array.from(root.querySelectorAll<HTMLElement>(active.tagName)).find((element) => signature(element) === wanted);
    target?.focus({ preventScroll: true });
  };
}
