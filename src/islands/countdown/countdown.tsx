// Countdown timer (SPEC §9): zero-padded units towards the target date-time, ticking every second until it passes.
import { useEffect, useLayoutEffect, useState } from 'react';
import { __ } from '../../lib/i18n';
import { countdownParts, type CountdownUnit } from './format';

export type CountdownLabels = Partial<Record<CountdownUnit, string>>;
export type CountdownPhase = 'running' | 'finished';

export interface CountdownProps {
  /** Timestamp in ms. */
  target: number;
  format: 'full' | 'short';
  labels: CountdownLabels;
  onPhase?: (phase: CountdownPhase) => void;
}

function defaultLabel(unit: CountdownUnit): string {
  switch (unit) {
    case 'years':
      return __('Years');
    case 'months':
      return __('Months');
    case 'days':
      return __('Days');
    case 'hours':
      return __('Hours');
    case 'minutes':
      return __('Minutes');
    default:
      return __('Seconds');
  }
}

export function Countdown({ target, format, labels, onPhase }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const phase: CountdownPhase = now >= target ? 'finished' : 'running';

  useEffect(() => {
    if (phase === 'finished') return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [phase]);

  useLayoutEffect(() => {
    onPhase?.(phase);
  }, [phase, onPhase]);

  return (
    <ul className="yomu-countdown__units" role="timer">
      {countdownParts(target, now, format).map((part) => (
        <li key={part.unit} className={`yomu-countdown__unit yomu-countdown__unit--${part.unit}`}>
          <span className="yomu-countdown__value">{part.value}</span>
          <span className="yomu-countdown__label">{labels[part.unit] || defaultLabel(part.unit)}</span>
        </li>
      ))}
    </ul>
  );
}
