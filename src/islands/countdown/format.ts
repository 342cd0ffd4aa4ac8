// Countdown arithmetic (SPEC §9): 'full' shows years, months, days, hours, minutes, seconds; any other format
// shows days, hours, minutes, seconds. Values are zero-padded to two digits.

export type CountdownUnit = 'years' | 'months' | 'days' | 'hours' | 'minutes' | 'seconds';

export interface CountdownPart {
  unit: CountdownUnit;
  value: string;
}

export const FULL_UNITS: CountdownUnit[] = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'];
export const SHORT_UNITS: CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds'];

export function unitsFor(format: string): CountdownUnit[] {
  return format === 'full' ? FULL_UNITS : SHORT_UNITS;
}

export function pad(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(2, '0');
}

/** The target as a timestamp, or null when the configured value is not a valid date-time. */
export function parseTarget(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value.trim());
  return Number.isFinite(time) ? time : null;
}

/** Adds calendar months in UTC, clamping to the last day of a shorter month (31 Jan + 1 month = 28/29 Feb). */
function addMonths(time: number, months: number): number {
  const date = new Date(time);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** Remaining time from now to target, split into the format's units; all zero once the target has passed. */
export function countdownParts(target: number, now: number, format: string): CountdownPart[] {
  const units = unitsFor(format);
  const values: Record<CountdownUnit, number> = { years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };
  let from = now;
  if (target > now && format === 'full') {
    let months = 0;
    while (addMonths(now, months + 1) <= target) months++;
    values.years = Math.floor(months / 12);
    values.months = months % 12;
    from = addMonths(now, months);
  }
  let rest = Math.max(0, Math.floor((target - from) / 1000));
  values.days = Math.floor(rest / 86400);
  rest %= 86400;
  values.hours = Math.floor(rest / 3600);
  rest %= 3600;
  values.minutes = Math.floor(rest / 60);
  values.seconds = rest % 60;
  return units.map((unit) => ({ unit, value: pad(values[unit]) }));
}
