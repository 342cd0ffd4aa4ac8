// `npm run bench`: starts a demo site, runs every bench/*.bench.mjs module and writes the numbers of that one run
// to bench/results/latest.json and bench/results/latest.md, under one header (date, commit, machine, mode).
//
// Options:
//   --quick          fewer rounds and shorter wrk runs, the scale sites at 1,000 manga instead of 10,000 (checks the
//                    bench and its report in minutes; the numbers are rougher and the header says so).
//   --only=NAME[,…]  runs the modules whose file name has one of the NAMEs and writes bench/results/partial.{md,json}
//                    instead, so latest.md always holds one whole run.
//   --db=sqlite|mariadb  the demo site's database (the server, load and cluster sections choose their own).
//
// A module exports `title` (string) and `async function run(site)`, where site = { url, siteDir, adminPassword,
// readerPassword, quick, log(message) }, and returns rows: { name, value, unit, budget?, floor?, note? }, or
// { rows, notes } where notes are sentences printed under the section's title (what was not measured and why).
// A row with a budget is "met" when value <= budget; one with a floor (a quality such as SSIM) when value >= floor.
// A module that throws gets its error in its section; the others still run. Modules must leave the site as they
// found it, and start and stop whatever else they need (nginx, php-fpm, MariaDB, Redis, s3rver, Chromium).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { repoDir } from '../scripts/lib/paths.mjs';
import { seedDemoOnce } from '../scripts/lib/seed.mjs';
import { freePort, startSite } from '../scripts/lib/site.mjs';
import { markdown } from './lib/report.mjs';

const { values } = parseArgs({
  options: { only: { type: 'string', default: '' }, db: { type: 'string', default: 'sqlite' }, quick: { type: 'boolean', default: false } },
});

// What --quick shortens; an explicit environment variable still wins. Set before the modules are imported.
const QUICK = {
  YOMU_BENCH_SECONDS: '4',
  YOMU_BENCH_LOAD_SECONDS: '6',
  YOMU_BENCH_VITALS_RUNS: '1',
  YOMU_BENCH_TURNS: '3',
  YOMU_BENCH_ROUNDS: '3',
  YOMU_BENCH_MIGRATE_CHAPTERS: '4',
  YOMU_BENCH_SCALE: '1000',
};
if (values.quick) for (const [name, value] of Object.entries(QUICK)) process.env[name] ??= value;

const benchDir = path.join(repoDir, 'bench');
const names = values.only.split(',').filter(Boolean);
const modules = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.mjs') && (names.length === 0 || names.some((name) => file.includes(name))))
  .sort();
const output = names.length ? 'partial' : 'latest';

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: repoDir, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

function phpVersion() {
  try {
    return execFileSync('php', ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

buildIfStale();
const began = new Date();
const machine = { cores: os.cpus().length, loadBefore: os.loadavg()[0], node: process.version, php: phpVersion() };
const site = await startSite({ name: 'bench', db: values.db, port: await freePort() });
const results = [];
try {
  await seedDemoOnce(site.siteDir, { queueVariants: false });
  const context = {
    url: site.url,
    siteDir: site.siteDir,
    adminPassword: site.adminPassword,
    readerPassword: fs.readFileSync(path.join(site.siteDir, '.reader-password'), 'utf8').trim(),
    quick: values.quick,
    log: (message) => console.log(`  ${message}`),
  };
  for (const file of modules) {
    const module = await import(path.join(benchDir, file));
    const title = module.title ?? file;
    console.log(title);
    const start = Date.now();
    const entry = { module: file, title, rows: [], notes: [] };
    try {
      const answer = await module.run(context);
      entry.rows = Array.isArray(answer) ? answer : (answer.rows ?? []);
      entry.notes = Array.isArray(answer) ? [] : (answer.notes ?? []);
    } catch (error) {
      console.error(error);
      entry.error = String(error?.stack ?? error).split('\n').slice(0, 3).join(' ');
    }
    entry.seconds = (Date.now() - start) / 1000;
    results.push(entry);
  }
} finally {
  await site.stop();
}

const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
const report = {
  date: began.toISOString(),
  seconds: (Date.now() - began.getTime()) / 1000,
  commit: `${git('rev-parse', '--short', 'HEAD') || 'unknown'}${dirty ? ' (with uncommitted changes)' : ''}`,
  subject: git('log', '-1', '--format=%s').slice(0, 120),
  mode: values.quick ? 'quick' : 'full',
  only: names,
  db: values.db,
  machine: { ...machine, loadAfter: os.loadavg()[0] },
  results,
};
fs.mkdirSync(path.join(benchDir, 'results'), { recursive: true });
fs.writeFileSync(path.join(benchDir, `results/${output}.json`), `${JSON.stringify(report, null, 2)}\n`);
const text = markdown(report);
fs.writeFileSync(path.join(benchDir, `results/${output}.md`), text);
console.log(text);
console.log(`Written to bench/results/${output}.md and ${output}.json`);
