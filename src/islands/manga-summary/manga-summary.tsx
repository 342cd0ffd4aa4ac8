// The manga summary (SPEC §4): collapsed to 120 px with a "Show more" / "Show less" toggle when it is taller.
// The server's summary nodes are kept (moved into React's .summary__content), so images in it stay painted.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { __ } from '../../lib/i18n';
import { useAdoptedNodes } from '../../lib/islands/adopt';
import { SUMMARY_LIMIT } from './summary-limit';

interface Props {
  /** The children of the server's div.summary__content. */
  nodes: readonly Node[];
}

export function MangaSummary({ nodes }: Props) {
  const content = useRef<HTMLDivElement>(null);
  const id = useId();
  const [collapsible, setCollapsible] = useState(false);
  const [collapsed, setCollapsed] = useState(true);

  useAdoptedNodes(content, nodes);
  // Measured once the server nodes are in, before the first paint.
  useLayoutEffect(() => {
    if (content.current && content.current.scrollHeight > SUMMARY_LIMIT) setCollapsible(true);
  }, []);

  const folded = collapsible && collapsed;
  return (
    <>
      <div
        ref={content}
        id={`manga-summary-${id}`}
        className={collapsible ? `summary__content is-collapsible${folded ? ' is-collapsed' : ''}` : 'summary__content'}
      />
      {collapsible && (
        <button type="button" className="summary__toggle" aria-controls={`manga-summary-${id}`} aria-expanded={!folded} onClick={() => setCollapsed(!collapsed)}>
          {folded ? __('Show more') : __('Show less')}
        </button>
      )}
    </>
  );
}
