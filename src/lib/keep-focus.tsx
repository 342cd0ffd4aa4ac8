// An island that mounts while the reader is already using its server fallback (idle islands) must not drop the
// focus when React replaces that markup: remember the focused element before mounting, and focus it (or the
// element React rendered in its place) once the fallback is gone.
import { type ReactNode, useEffect } from 'react';

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

/** Call before mounting into `root`; the returned function gives the focus back after the takeover. */
export function rememberFocus(root: HTMLElement): () => void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return () => {};
  const wanted = signature(active);
  return () => {
    // Only when the takeover dropped it: the reader may have moved on meanwhile.
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = active.isConnected ? active : Array.from(root.querySelectorAll<HTMLElement>(active.tagName)).find((element) => signature(element) === wanted);
    target?.focus({ preventScroll: true });
  };
}

/** Runs `restore` (from rememberFocus) after the first commit, when the fallback has been removed. */
export function KeepFocus({ restore, children }: { restore: () => void; children: ReactNode }) {
  useEffect(restore, [restore]);
  return children;
}
