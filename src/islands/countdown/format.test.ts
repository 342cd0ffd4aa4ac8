// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countdownParts, pad, parseTarget } from './format';

const at = (iso: string) => Date.parse(iso);
const values = (parts: { value: string }[]) => parts.map((p) => p.value);

describe('countdown formatting', () => {
  it('short format shows days, hours, minutes and seconds, zero-padded', () => {
    const parts = countdownParts(at('2030-01-03T05:04:09Z'), at('2030-01-01T00:00:00Z'), 'short');
    expect(parts.map((p) => p.unit)).toEqual(['days', 'hours', 'minutes', 'seconds']);
    expect(values(parts)).toEqual(['02', '05', '04', '09']);
  });

  it("'full' format adds years and months, counted on the calendar", () => {
    const parts = countdownParts(at('2032-03-02T01:02:03Z'), at('2030-01-01T00:00:00Z'), 'full');
    expect(parts.map((p) => p.unit)).toEqual(['years', 'months', 'days', 'hours', 'minutes', 'seconds']);
    expect(values(parts)).toEqual(['02', '02', '01', '01', '02', '03']);
  });

  it('short format keeps long spans in days (no years or months)', () => {
    const parts = countdownParts(at('2031-01-01T00:00:00Z'), at('2030-01-01T00:00:00Z'), 'short');
    expect(values(parts)).toEqual(['365', '00', '00', '00']);
  });

  it('clamps month ends (31 January + 1 month is the end of February)', () => {
    const parts = countdownParts(at('2030-03-01T00:00:00Z'), at('2030-01-31T00:00:00Z'), 'full');
    expect(values(parts)).toEqual(['00', '01', '01', '00', '00', '00']);
  });

  it('shows zeros once the target has passed', () => {
    expect(values(countdownParts(at('2020-01-01T00:00:00Z'), at('2030-01-01T00:00:00Z'), 'full'))).toEqual(['00', '00', '00', '00', '00', '00']);
  });

  it('pads single digits and rejects invalid dates', () => {
    expect(pad(7)).toBe('07');
    expect(pad(0)).toBe('00');
    expect(pad(123)).toBe('123');
    expect(parseTarget('not a date')).toBeNull();
    expect(parseTarget('')).toBeNull();
    expect(parseTarget(42)).toBeNull();
    expect(parseTarget('2030-01-01T00:00:00+03:00')).toBe(at('2029-12-31T21:00:00Z'));
  });
});
