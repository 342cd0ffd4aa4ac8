// Counter formatting: thousands separator and suffix; decimals follow the configured end value.

export interface CounterSettings {
  end: number;
  duration: number;
  separator: string;
  suffix: string;
}

export const DEFAULT_DURATION = 2000;

export function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 || /e/i.test(text) ? 0 : Math.min(text.length - dot - 1, 4);
}

/** 1234567.5 with ',' and '+' → '1,234,567.5+'. An empty separator leaves the digits ungrouped. */
export function formatCounter(value: number, separator: string, suffix: string, decimals = 0): string {
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  return (negative ? '-' : '') + grouped + (fraction ? '.' + fraction : '') + suffix;
}

/** Ease-out curve for the count: fast at first, settling on the end value. */
export function easeOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - Math.pow(1 - p, 3);
}

/** The value shown after `elapsed` ms of a count from 0 to end. */
export function valueAt(end: number, duration: number, elapsed: number): number {
  if (duration <= 0 || elapsed >= duration) return end;
  return end * easeOut(elapsed / duration);
}

export function settingsFrom(props: Record<string, unknown>): CounterSettings {
  const end = Number(props.end);
  const duration = Number(props.duration);
  return {
    end: Number.isFinite(end) ? end : 0,
    duration: Number.isFinite(duration) && duration >= 0 ? duration : DEFAULT_DURATION,
    separator: typeof props.separator === 'string' ? props.separator : ',',
    suffix: typeof props.suffix === 'string' ? props.suffix : '',
  };
}
