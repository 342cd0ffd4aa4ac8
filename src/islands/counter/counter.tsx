// Counter (SPEC §4): shows 0, then counts up to the end value over the duration, once, when scrolled into view.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useOnceInView } from '../../lib/islands/use-once-in-view';
import { type CounterSettings, decimalsOf, formatCounter, valueAt } from './format';

export type CounterPhase = 'waiting' | 'counting' | 'done';

export interface CounterProps extends CounterSettings {
  label: string;
  /** Told each phase, for the mount point's data-state. */
  onPhase?: (phase: CounterPhase) => void;
}

export function Counter({ end, duration, separator, suffix, label, onPhase }: CounterProps) {
  const [number, inView] = useOnceInView<HTMLSpanElement>();
  // Milliseconds since the count started; null until it is in view.
  const [elapsed, setElapsed] = useState<number | null>(null);
  const phase: CounterPhase = elapsed === null ? 'waiting' : elapsed >= duration ? 'done' : 'counting';

  useEffect(() => {
    if (!inView) return;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const time = Math.max(0, now - started);
      setElapsed(time);
      if (time < duration) frame = requestAnimationFrame(step);
    };
    setElapsed(0);
    if (duration > 0) frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [inView, duration]);

  useLayoutEffect(() => {
    onPhase?.(phase);
  }, [phase, onPhase]);

  return (
    <>
      <span ref={number} className="yomu-counter__number">
        {formatCounter(elapsed === null ? 0 : valueAt(end, duration, elapsed), separator, suffix, decimalsOf(end))}
      </span>
      {label !== '' && <span className="yomu-counter__label">{label}</span>}
    </>
  );
}
