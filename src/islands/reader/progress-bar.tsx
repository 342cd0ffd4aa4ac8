// The progress bar (image chapters): a range fixed at the bottom of the screen, "Page N of M". Dragging shows the
// page under the thumb; letting go jumps there (a reading page when paged, an image in list and long strip).
import { type CSSProperties, memo, useEffect, useRef, useState } from 'react';
import { __, sprintf } from '../../lib/i18n';

interface ProgressProps {
  current: number;
  /** The last page on screen (a two-page spread: the page after current). */
  last?: number;
  total: number;
  rtl: boolean;
  onJump: (value: number) => void;
}

export const ProgressBar = memo(function ProgressBar({ current, last = current, total, rtl, onJump }: ProgressProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pages = Math.max(1, total);
  const shown = dragged ?? current;
  const spread = dragged === null && last > current;

  // React's onChange follows every move of the thumb; the jump waits for the native change (the thumb let go).
  useEffect(() => {
    const range = input.current;
    if (!range) return;
    const onChange = () => {
      setDragged(null);
      onJump(Number(range.value));
    };
    range.addEventListener('change', onChange);
    return () => range.removeEventListener('change', onChange);
  }, [onJump]);

  const style = { '--reader-progress': `${pages > 1 ? ((shown - 1) / (pages - 1)) * 100 : 100}%` } as CSSProperties;
  return (
    <div className="reader-progress" hidden={pages < 2} style={style}>
      <input
        ref={input}
        type="range"
        min={1}
        max={pages}
        step={1}
        value={shown}
        dir={rtl ? 'rtl' : 'ltr'}
        className="reader-progress__range"
        aria-label={__('Go to page')}
        aria-valuetext={spread ? sprintf(__('Pages %1$d–%2$d of %3$d'), shown, last, pages) : sprintf(__('Page %1$d of %2$d'), shown, pages)}
        onChange={(event) => setDragged(Number(event.currentTarget.value))}
      />
      <output className="reader-progress__label" aria-hidden="true">
        <bdi dir="ltr">{spread ? `${shown}–${last} / ${pages}` : `${shown} / ${pages}`}</bdi>
      </output>
    </div>
  );
});
