// Takeover helpers for islands that render their server markup again: rich server content (answers, quotes,
// images already painted) moves into the React tree instead of being re-created, and the focus a reader had on
// a server element moves to the element that replaces it.
import { useCallback } from 'react';

/**
 * A ref for the element that takes `nodes` as its children, in order. When the tree unmounts (an island that
 * crashed, a test) they go back to the end of the server parent they came from, so the fallback is whole again.
 */
export function useAdoptedNodes(nodes: readonly Node[]): (parent: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (parent: HTMLElement | null) => {
      if (!parent) return undefined;
      const homes = nodes.map((node) => node.parentNode);
      parent.append(...nodes);
      return () => nodes.forEach((node, i) => homes[i]?.appendChild(node));
    },
    [nodes],
  );
}

/** A ref for the element that replaces `server`: it takes the focus when the server element had it. */
export function useTakeOverFocus(server: Element | null | undefined): (node: HTMLElement | null) => void {
  return useCallback(
    (node: HTMLElement | null) => {
      if (node && server && document.activeElement === server) node.focus({ preventScroll: true });
    },
    [server],
  );
}
