// Progress bar or circle (SPEC §9): the server's progressbar with its meter drawn as an SVG shape, filled from
// 0 to the value once, when scrolled into view.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useOnceInView } from '../../lib/islands/use-once-in-view';
import { PROGRESS_STYLES, easeInOut, geometry, type ProgressShape } from './settings';

export type ProgressPhase = 'waiting' | 'animating' | 'done';

export interface ProgressProps {
  shape: ProgressShape;
  value: number;
  color: string;
  label: string;
  ariaLabel: string;
  onPhase?: (phase: ProgressPhase) => void;
}

export function Progress({ shape, value, color, label, ariaLabel, onPhase }: ProgressProps) {
  const style = PROGRESS_STYLES[shape];
  const { viewBox, path, length } = geometry(shape);
  const [root, inView] = useOnceInView<HTMLDivElement>();
  // Share of the animation's time gone by (0 to 1); null until it is in view.
  const [progress, setProgress] = useState<number | null>(null);
  const phase: ProgressPhase = progress === null ? 'waiting' : progress < 1 ? 'animating' : 'done';
  const current = (value / 100) * easeInOut(progress ?? 0);

  useEffect(() => {
    if (!inView) return;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const share = Math.min(1, Math.max(0, now - started) / style.duration);
      setProgress(share);
      if (share < 1) frame = requestAnimationFrame(step);
    };
    setProgress(0);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [inView, style.duration]);

  useLayoutEffect(() => {
    onPhase?.(phase);
  }, [phase, onPhase]);

  return (
    <div
      ref={root}
      className={`yomu-progress yomu-progress--${shape}`}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={ariaLabel}
    >
      {label !== '' && <span className="yomu-progress__label">{label}</span>}
      <div className="yomu-progress__graphic">
        <svg viewBox={viewBox} aria-hidden="true" className="yomu-progress__svg" preserveAspectRatio={shape === 'bar' ? 'none' : undefined}>
          <path d={path} stroke={style.trailColor} strokeWidth={style.trailWidth} fillOpacity={0} />
          <path
            className="yomu-progress__stroke"
            d={path}
            stroke={color}
            strokeWidth={style.strokeWidth}
            fillOpacity={0}
            style={{ strokeDasharray: `${length} ${length}`, strokeDashoffset: length * (1 - current) }}
          />
        </svg>
        <span className="yomu-progress__text" style={{ fontSize: style.fontSize }}>
          {Math.round(current * 100)}%
        </span>
      </div>
    </div>
  );
}
