// Sustained load: every page type and hot ajax call at once, for LOAD_SECONDS, through nginx + php-fpm, on the
// 100-manga site of each database. The site must keep answering: no non-2xx/3xx answer, no socket error and no
// new PHP warning or error in the site's log.
import { phpProblemLines } from '../scripts/lib/php-log.mjs';
import { freePort } from '../scripts/lib/site.mjs';
import { scaleSite } from './lib/scale.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { wrk } from './lib/wrk.mjs';
import { benchTargets } from './lib/wp.mjs';

export const title = 'Sustained load: all pages and ajax calls at once (wrk, nginx + php-fpm)';

const LOAD_SECONDS = Number(process.env.YOMU_BENCH_LOAD_SECONDS ?? 30);
const PER_TARGET = 2; // connections per target

async function underLoad(db, log) {
  const site = await scaleSite(100, log, db);
  const stack = await startStack({ siteDir: site.siteDir, port: await freePort() });
  try {
    const t = benchTargets(site.siteDir);
    const host = new URL(site.url).host;
    const local = (url) => url.replace(site.url, stack.url);
    const word = encodeURIComponent(t.title.split(/\s+/)[0] ?? 'a');
    const targets = [
      [t.home], [t.archive], [t.manga], [t.chapter], [t.search],
      [t.chapterList, ''],
      [t.ajax, 'action=madara_load_more&page=1&template=madara-core/content/content-archive&vars[post_type]=wp-manga'],
      [t.ajax, `action=wp-manga-search-manga&title=${word}`],
      [t.ajax, `action=manga_views&manga=${t.mangaId}&chapter=${encodeURIComponent(t.chapterSlug)}`],
    ];
    const problemsBefore = phpProblemLines(site.siteDir).length;
    log(`${db}: ${targets.length} targets × ${PER_TARGET} connections for ${LOAD_SECONDS} s`);
    const results = await Promise.all(targets.map(([url, body]) => wrk(local(url), { host, body, seconds: LOAD_SECONDS, connections: PER_TARGET })));
    const problems = phpProblemLines(site.siteDir).slice(problemsBefore);
    results.forEach((result, i) => result.errors && log(`${result.errors} errors from ${targets[i][0]} ${targets[i][1] ?? ''}`));
    problems.slice(0, 5).forEach((line) => log(line));
    const sum = (key) => results.reduce((total, result) => total + result[key], 0);
    const worstP99 = Math.max(...results.map((result) => result.p99));
    return [
      { name: `${db}: requests answered in ${LOAD_SECONDS} s`, value: sum('requests'), unit: '', note: `${Math.round(sum('rps'))} req/s over ${targets.length * PER_TARGET} connections; worst p99 ${worstP99.toFixed(0)} ms` },
      { name: `${db}: errors (non-2xx/3xx answers, socket errors)`, value: sum('errors'), unit: '', budget: 0 },
      { name: `${db}: PHP warnings or errors logged`, value: problems.length, unit: '', budget: 0 },
    ];
  } finally {
    await stack.stop();
    await site.stop();
  }
}

export async function run(site) {
  const rows = [];
  for (const db of ['sqlite', 'mariadb']) rows.push(...(await underLoad(db, site.log)));
  return rows;
}
