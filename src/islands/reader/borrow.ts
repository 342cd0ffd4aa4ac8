// Server nodes that must not be re-created (painted page images, the nested bookmark island, a chapter body with
// its players) are moved into the element React rendered for them, right after the commit and before the frame
// paints; they go back where they came from when that element goes, so a failing island shows its whole fallback.
import { type RefObject, useLayoutEffect } from 'react';

export const NO_NODES: readonly Node[] = [];

/** Moves `nodes` into the element of `container` for as long as the calling component shows it. */
export function useBorrowed(container: RefObject<HTMLElement | null>, nodes: readonly Node[]): void {
  useLayoutEffect(() => {
    const into = container.current;
    if (!into || nodes.length === 0) return;
    const homes = nodes.map((node) => ({ node, parent: node.parentNode, next: node.nextSibling }));
    nodes.forEach((node) => into.appendChild(node));
    return () => {
      // Last first, so each node's old next sibling is already home.
      homes.reverse().forEach(({ node, parent, next }) => parent?.insertBefore(node, next?.parentNode === parent ? next : null));
    };
  }, [container, nodes]);
}
