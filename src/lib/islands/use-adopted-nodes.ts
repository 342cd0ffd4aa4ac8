// Moves server nodes (an island's fallback) into an element React rendered, so they are kept rather than
// re-created: images stay painted, a form keeps what the reader typed. It runs in a layout effect, before
// mountReact drops the fallback, in the same frame. The element must have no React children of its own.
import { type RefObject, useLayoutEffect } from 'react';

type MovingParent = ParentNode & { moveBefore?: (node: Node, child: Node | null) => void };

function move(target: MovingParent, nodes: readonly Node[]): void {
  // moveBefore keeps focus, selection and iframes; elsewhere nodes are appended and focus is put back.
  if (typeof target.moveBefore === 'function' && target.isConnected) {
    try {
      nodes.forEach((node) => target.moveBefore?.(node, null));
      return;
    } catch {
      // A node from another document or a disconnected parent: move them the old way.
    }
  }
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && nodes.some((node) => node.contains(active)) ? active : null;
  const range = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? [focused.selectionStart, focused.selectionEnd] : null;
  target.append(...nodes);
  if (!focused) return;
  focused.focus({ preventScroll: true });
  if (range && range[0] !== null && range[1] !== null) (focused as HTMLTextAreaElement).setSelectionRange(range[0], range[1]);
}

export function useAdoptedNodes(ref: RefObject<HTMLElement | null>, nodes: readonly Node[]): void {
  useLayoutEffect(() => {
    if (ref.current) move(ref.current, nodes);
  }, [ref, nodes]);
}
