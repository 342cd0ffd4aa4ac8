// @vitest-environment node
// One bench run's markdown (bench/lib/report.mjs): one header, every section, errors and notes kept in place.
import { describe, expect, it } from 'vitest';
import { markdown, verdict } from './report.mjs';

const report = {
  date: '2026-11-28T13:05:09.000Z',
  seconds: 600,
  commit: 'abc1234',
  subject: 'A commit',
  mode: 'quick',
  only: [],
  db: 'sqlite',
  machine: { cores: 2, loadBefore: 1.5, loadAfter: 3.25, node: 'v22.0.0', php: '8.2.1' },
  results: [
    { title: 'Server', seconds: 12.4, rows: [{ name: 'home: cost vs bare', value: 1.6, unit: '×', budget: 1.5 }, { name: 'home: req/s', value: 70, unit: 'req/s', note: 'p50 9 ms' }], notes: [] },
    { title: 'Images', seconds: 3, rows: [{ name: 'lowest SSIM', value: 0.975, unit: '', floor: 0.97 }], notes: [] },
    { title: 'Cluster', seconds: 1, rows: [], notes: [], error: 'Error: unshare failed | needs root' },
    { title: 'Madara side by side', seconds: 0, rows: [], notes: ['Not measured here: Madara is not installable.'] },
  ],
};

describe('bench report', () => {
  it('has one header with the date, the commit, the mode and the machine', () => {
    const text = markdown(report);
    expect(text.match(/^# /gm)).toHaveLength(1);
    expect(text).toContain('# Yomu bench, 2026-11-28 13:05 UTC, commit abc1234');
    expect(text).toContain('Mode: **quick**');
    expect(text).toContain('2 cores, load average 1.5 at the start and 3.3 at the end');
  });

  it('writes every section, with budgets, floors, notes and errors', () => {
    const text = markdown(report);
    expect(text.match(/^## /gm)).toHaveLength(4);
    expect(text).toContain('| home: cost vs bare | 1.6 × | 1.5 × | **no** |');
    expect(text).toContain('| home: req/s (p50 9 ms) | 70 req/s |  |  |');
    expect(text).toContain('| lowest SSIM | 0.975 | ≥ 0.97 | yes |');
    expect(text).toContain('**Not measured: the section failed.** Error: unshare failed \\| needs root');
    expect(text).toContain('## Madara side by side (0 s)\n\nNot measured here: Madara is not installable.');
  });

  it('meets a budget at the limit and misses a floor below it', () => {
    expect(verdict({ value: 16, budget: 16 })).toBe('yes');
    expect(verdict({ value: 0.96, floor: 0.97 })).toBe('**no**');
    expect(verdict({ value: 3 })).toBe('');
    expect(verdict({ value: Number.NaN, budget: 2 })).toBe('**not measured**');
    expect(markdown({ ...report, results: [{ title: 'S', seconds: 1, rows: [{ name: 'cost', value: Infinity, unit: '×', budget: 1.5 }], notes: [] }] })).toContain('| cost | – | 1.5 × | **not measured** |');
  });
});
