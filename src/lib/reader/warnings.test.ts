import { afterEach, describe, expect, it, vi } from 'vitest';
import { acknowledge, isAcknowledged } from './warnings';

describe('acknowledged content warnings', () => {
  afterEach(() => localStorage.clear());

  it('keeps each key once, newest last, in the entry the server head script reads', () => {
    expect(isAcknowledged('12-abc')).toBe(false);
    acknowledge('12-abc');
    acknowledge('13-def');
    acknowledge('12-abc');
    expect(localStorage.getItem('yomu-warnings')).toBe('13-def 12-abc');
    expect(isAcknowledged('12-abc')).toBe(true);
    expect(isAcknowledged('12-abcd')).toBe(false);
  });

  it('drops the oldest keys past 200', () => {
    for (let i = 0; i < 205; i++) acknowledge(`${i}-k`);
    const keys = localStorage.getItem('yomu-warnings')!.split(' ');
    expect(keys).toHaveLength(200);
    expect(keys[0]).toBe('5-k');
    expect(keys.at(-1)).toBe('204-k');
  });
});

describe('without storage', () => {
  it('keeps the keys for the page', async () => {
    vi.resetModules();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const fresh = await import('./warnings');
    expect(fresh.isAcknowledged('1-a')).toBe(false);
    fresh.acknowledge('1-a');
    expect(fresh.isAcknowledged('1-a')).toBe(true);
    vi.restoreAllMocks();
  });
});
