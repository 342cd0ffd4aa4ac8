// Takeover helpers for islands that keep parts of their server markup: rich server content (answers, forms a
// reader is filling in, images already painted) moves into the React tree instead of being re-created, and
// the focus a reader had on a server element moves to the element that replaces it.
import { type RefObject, useCallback, useLayoutEffect } from 'react';

type MovingParent = ParentNode & { moveBefore?: (node: Node, child: Node | null) => void };

/**
 * Moves nodes into target before `before` (at the end when null). moveBefore keeps focus, selection and iframes
 * where the browser has it; elsewhere the nodes are inserted and the focus and caret are put back.
 */
export function moveNodes(target: ParentNode, nodes: readonly Node[], before: Node | null = null): void {
  const moving = target as MovingParent;
  if (typeof moving.moveBefore === 'function' && target.isConnected && !nodes.some(holdsDetails)) {
    try {
      nodes.forEach((node) => moving.moveBefore?.(node, before));
      return;
    } catch {
      // A node from another document or a disconnected parent: move them the old way.
    }
  }
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && nodes.some((node) => node.contains(active)) ? active : null;
  const range = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? [focused.selectionStart, focused.selectionEnd] : null;
  nodes.forEach((node) => target.insertBefore(node, before));
  if (!focused || document.activeElement === focused) return;
  focused.focus({ preventScroll: true });
  if (range && range[0] !== null && range[1] !== null) (focused as HTMLTextAreaElement).setSelectionRange(range[0], range[1]);
}

/**
 * Chromium (156) can leave a <details> moved by moveBefore without a box for its <summary>: the box can then
 * never be opened, by pointer or keyboard. Such nodes are moved the old way.
 */
function holdsDetails(node: Node): boolean {
  return node instanceof Element && (node.localName === 'details' || node.querySelector('details') !== null);
}

/** An empty node list that keeps its identity across renders (nothing to adopt). */
export const NO_NODES: readonly Node[] = [];

/**
 * Moves `nodes` into the element `ref` points at (after React's own children there), before paint. When that
 * element goes or the nodes change (an island that crashed, a test) they go back exactly where they came from,
 * so the fallback is whole again.
 */
export function useAdoptedNodes(ref: RefObject<HTMLElement | null>, nodes: readonly Node[]): void {
  useLayoutEffect(() => {
    const parent = ref.current;
    if (!parent || nodes.length === 0) return;
    const homes = nodes.map((node) => ({ node, home: node.parentNode, next: node.nextSibling }));
    moveNodes(parent, nodes);
    return () => {
      // Last first, so each node's old next sibling is already home.
      homes.reverse().forEach(({ node, home, next }) => {
        if (node.parentNode === parent) home?.insertBefore(node, next?.parentNode === home ? next : null);
      });
    };
  }, [ref, nodes]);
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
