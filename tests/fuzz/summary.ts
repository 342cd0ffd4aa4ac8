// Vitest global setup of the fuzz project: gives the files one tally file, and prints at the end how many
// requests were fuzzed per endpoint and caller, and the seeds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXED_SEED } from '../support/fuzz';

export default function setup(): () => void {
  const file = path.join(os.tmpdir(), `yomu-fuzz-tally-${process.pid}.json`);
  process.env.YOMU_FUZZ_TALLY = file;
  fs.rmSync(file, { force: true });
  const began = Date.now();
  // One random seed for every file of the run (the fixed one is in tests/support/fuzz.ts).
  process.env.YOMU_FUZZ_RANDOM_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
  const seeds = process.env.YOMU_FUZZ_SEED ? `seed ${process.env.YOMU_FUZZ_SEED} only` : `fixed seed ${FIXED_SEED} and random seed ${process.env.YOMU_FUZZ_RANDOM_SEED}`;
  console.log(`Fuzz: ${seeds} (re-run one: YOMU_FUZZ_SEED=<seed>, README.md "Fuzz")`);
  return () => {
    const counts = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>) : {};
    fs.rmSync(file, { force: true });
    const rows = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
    const width = Math.max(10, ...rows.map(([k]) => k.length));
    const total = rows.reduce((sum, [, n]) => sum + n, 0);
    console.log(`\nFuzzed requests per endpoint (caller):\n${rows.map(([k, n]) => `  ${k.padEnd(width)} ${String(n).padStart(5)}`).join('\n')}`);
    console.log(`  ${'total'.padEnd(width)} ${String(total).padStart(5)} in ${((Date.now() - began) / 1000).toFixed(0)} s, ${seeds}`);
  };
}
