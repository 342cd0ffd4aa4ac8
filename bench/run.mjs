// `npm run bench`: starts a demo site, runs every bench/*.bench.mjs module and writes the numbers to
// bench/results/latest.json and bench/results/latest.md. `--only=NAME[,NAME…]` runs the modules whose file name has one of the NAMEs.
//
// A module exports `title` (string) and `async function run(site)`, where site = { url, siteDir, adminPassword,
// readerPassword, log(message) }, and returns rows: { name, value, unit, budget?, floor?, note? }. A row with a
// budget is "met" when value <= budget; one with a floor (a quality such as SSIM) when value >= floor.
// Modules must leave the site as they found it.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { repoDir } from '../scripts/lib/paths.mjs';
import { seedDemoOnce } from '../scripts/lib/seed.mjs';
import { freePort, startSite } from '../scripts/lib/site.mjs';

const { values } = parseArgs({ options: { only: { type: 'string', default: '' }, db: { type: 'string', default: 'sqlite' } } });
const benchDir = path.join(repoDir, 'bench');
const modules = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.mjs') && values.only.split(',').some((name) => file.includes(name)))
  .sort();

buildIfStale();
const site = await startSite({ name: 'bench', db: values.db, port: await freePort() });
const results = [];
try {
  await seedDemoOnce(site.siteDir, { queueVariants: false });
  const context = {
    url: site.url,
    siteDir: site.siteDir,
    adminPassword: site.adminPassword,
    readerPassword: fs.readFileSync(path.join(site.siteDir, '.reader-password'), 'utf8').trim(),
    log: (message) => console.log(`  ${message}`),
  };
  for (const file of modules) {
    const module = await import(path.join(benchDir, file));
    console.log(`${module.title ?? file}`);
    const began = Date.now();
    const rows = await module.run(context);
    results.push({ module: file, title: module.title ?? file, seconds: (Date.now() - began) / 1000, rows });
  }
} finally {
  await site.stop();
}

const report = { date: new Date().toISOString(), db: values.db, results };
fs.mkdirSync(path.join(benchDir, 'results'), { recursive: true });
fs.writeFileSync(path.join(benchDir, 'results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
const lines = [`# Yomu bench, ${report.date} (${values.db})`, ''];
for (const { title, rows, seconds } of results) {
  lines.push(`## ${title} (${seconds.toFixed(0)} s)`, '', '| Measure | Value | Budget | Met |', '|---|---:|---:|:-:|');
  for (const row of rows) {
    const limit = row.floor ?? row.budget;
    const met = limit === undefined ? '' : (row.floor !== undefined ? row.value >= row.floor : row.value <= row.budget) ? 'yes' : '**no**';
    const budget = limit === undefined ? '' : `${row.floor !== undefined ? '≥ ' : ''}${limit} ${row.unit}`;
    lines.push(`| ${row.name}${row.note ? ` (${row.note})` : ''} | ${row.value} ${row.unit} | ${budget} | ${met} |`);
  }
  lines.push('');
}
fs.writeFileSync(path.join(benchDir, 'results/latest.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
