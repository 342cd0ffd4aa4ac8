// Moves server nodes into an element React rendered empty, so they are kept as they are (a filled form, an
// image already painted) instead of being rebuilt. React never renders children into that element itself.
import { type RefObject, useLayoutEffect } from 'react';

export function useAdoptedNodes(ref: RefObject<HTMLElement | null>, nodes: Node[]): void {
  useLayoutEffect(() => {
    const parent = ref.current;
    if (!parent || nodes.length === 0) return;
    parent.append(...nodes);
    return () => nodes.forEach((node) => node.parentNode === parent && parent.removeChild(node));
  }, [ref, nodes]);
}
