// The truncate island: a mount point around content that arrives later (SPEC: [data-truncate] elements cut to
// data-limit characters). The server content is kept (moved into React's tree); each marked element's text is
// drawn by React through a portal, and comes back whole if the island unmounts.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAdoptedNodes } from '../../lib/islands/adopt';
import { truncatedText } from './truncate';

interface Cut {
  element: HTMLElement;
  full: string;
  text: string;
}

function cutsWithin(nodes: readonly Node[]): Cut[] {
  const cuts: Cut[] = [];
  for (const node of nodes) {
    if (!(node instanceof HTMLElement)) continue;
    const marked = [...(node.matches('[data-truncate]') ? [node] : []), ...node.querySelectorAll<HTMLElement>('[data-truncate]')];
    for (const element of marked) {
      try {
        const text = truncatedText(element);
        if (text !== null) cuts.push({ element, full: (element.textContent ?? '').trim(), text });
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
      }
    }
  }
  return cuts;
}

/** Replaces the element's own text with React's cut copy, and gives it the whole text as its title. */
function CutText({ cut }: { cut: Cut }) {
  const [original] = useState(() => Array.from(cut.element.childNodes));
  useLayoutEffect(() => {
    const { element } = cut;
    const hadTitle = element.hasAttribute('title');
    if (!hadTitle) element.title = cut.full;
    original.forEach((node) => node.parentNode === element && element.removeChild(node));
    return () => {
      element.prepend(...original);
      if (!hadTitle) element.removeAttribute('title');
    };
  }, [cut, original]);
  return createPortal(cut.text, cut.element);
}

export function TruncateIsland({ nodes }: { nodes: readonly Node[] }) {
  const holder = useRef<HTMLDivElement>(null);
  useAdoptedNodes(holder, nodes);
  const cuts = useMemo(() => cutsWithin(nodes), [nodes]);
  return (
    <div ref={holder} className="truncate-island">
      {cuts.map((cut, index) => (
        <CutText key={index} cut={cut} />
      ))}
    </div>
  );
}
