// Server cost: requests/second and latency of each page type and hot ajax call through nginx + php-fpm (the
// shape of a real host), as a ratio to a bare WordPress request of the same kind; the growth from 100 to
// 10,000 manga (500,000 chapters; 1,000 with --quick); on SQLite and on MariaDB; and guest pages through nginx's fastcgi_cache.
//
// DESIGN.md §7: cost (1/throughput) ≤ 1.5× the bare request (the median of rounds of a bare run, then the target); at 10,000 manga ≤ 2× the cost at 100 manga.
import { freePort } from '../scripts/lib/site.mjs';
import { SCALE, scaleSite } from './lib/scale.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { wrk } from './lib/wrk.mjs';
import { benchTargets } from './lib/wp.mjs';

export const title = 'Server: throughput and latency through nginx + php-fpm (wrk, 8 connections)';

const seconds = Number(process.env.YOMU_BENCH_SECONDS ?? 5);

function targetsOf(t) {
  const pages = [
    ['bare WordPress post', t.bare],
    ['home', t.home],
    ['manga archive', t.archive],
    ['manga page', t.manga],
    ['chapter page', t.chapter],
    ['search results', t.search],
  ];
  const word = encodeURIComponent(t.title.split(/\s+/)[0] ?? 'a');
  const ajax = [
    ['bare admin-ajax (unknown action)', t.ajax, 'action=yomu_bench_nothing'],
    ['chapter list (ajax/chapters)', t.chapterList, ''],
    ['load more (madara_load_more)', t.ajax, 'action=madara_load_more&page=1&template=madara-core/content/content-archive&vars[post_type]=wp-manga'],
    ['search suggestions (wp-manga-search-manga)', t.ajax, `action=wp-manga-search-manga&title=${word}`],
    ['user section (guest)', t.ajax, 'action=wp-manga-get-user-section'],
  ];
  return { pages, ajax };
}

/** Paired runs per target: the cost ratio is the median of ROUNDS ratios, each of a target run and the bare run just before it. */
const ROUNDS = 3;

/**
 * Measures every target on one site through the stack; returns Map name → wrk result. With `paired`, a target is
 * measured in ROUNDS rounds, each a run of the bare request of its kind and then one of the target, and its result
 * is the round of the median ratio, carrying that round's bare run as `bare`: two runs seconds apart, on a 2-core
 * machine where other work comes and goes, rather than the first and the last of several minutes.
 */
async function measure(siteDir, siteUrl, { cache = false, paired = false } = {}) {
  const port = await freePort();
  const stack = await startStack({ siteDir, port, cache });
  const host = new URL(siteUrl).host;
  const local = (url) => url.replace(siteUrl, stack.url);
  const { pages, ajax } = targetsOf(benchTargets(siteDir));
  const results = new Map();
  const load = (url, body, secs = seconds) => wrk(local(url), { host, body, seconds: secs });
  const measureAll = async (targets) => {
    const [bareName, bareUrl, bareBody] = targets[0];
    for (const [name, url, body] of targets) {
      await load(url, body, 1); // warm opcache and the object cache
      if (!paired || name === bareName) {
        results.set(name, await load(url, body));
        continue;
      }
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) {
        const bare = await load(bareUrl, bareBody, Math.ceil(seconds / 2));
        rounds.push({ ...(await load(url, body, Math.ceil(seconds / 2))), bare });
      }
      rounds.sort((a, b) => a.bare.rps / a.rps - b.bare.rps / b.rps);
      results.set(name, rounds[Math.floor(ROUNDS / 2)]);
    }
  };
  try {
    await measureAll(pages);
    if (!cache) await measureAll(ajax);
  } finally {
    await stack.stop();
  }
  return results;
}

function describe(result) {
  return `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms${result.errors ? `, ${result.errors} non-2xx` : ''}`;
}

/** Cost ratios against the bare requests, the cached throughput, and the growth to 10,000 manga, on one database. */
async function onDatabase(db, log) {
  const rows = [];
  const small = await scaleSite(100, log, db);
  let smallResults;
  let cached = new Map();
  try {
    log(`${db}, 100 manga: measuring pages and ajax`);
    smallResults = await measure(small.siteDir, small.url, { paired: true });
    if (db === 'sqlite') {
      log(`${db}, 100 manga: guest pages through fastcgi_cache`);
      cached = await measure(small.siteDir, small.url, { cache: true });
    }
  } finally {
    await small.stop();
  }
  for (const [name, result] of smallResults) {
    rows.push({ name: `${db}, ${name}: req/s`, value: Math.round(result.rps), unit: 'req/s', note: describe(result) });
    if (result.bare) {
      const note = `median of ${ROUNDS} rounds; the bare request just before it: ${Math.round(result.bare.rps)} req/s`;
      rows.push({ name: `${db}, ${name}: cost vs bare`, value: Number((result.bare.rps / result.rps).toFixed(2)), unit: '×', budget: 1.5, note });
    }
  }
  for (const [name, result] of cached) {
    rows.push({ name: `${db}, ${name}, cached: req/s`, value: Math.round(result.rps), unit: 'req/s', note: describe(result) });
  }

  const large = await scaleSite(SCALE, log, db);
  try {
    log(`${db}, ${SCALE.toLocaleString('en')} manga: measuring pages and ajax`);
    const largeResults = await measure(large.siteDir, large.url);
    for (const [name, result] of largeResults) {
      if (name.startsWith('bare')) continue;
      const before = smallResults.get(name);
      rows.push({ name: `${db}, ${name}: cost ${SCALE.toLocaleString('en')} / 100 manga`, value: Number((before.rps / result.rps).toFixed(2)), unit: '×', budget: 2, note: describe(result) });
    }
  } finally {
    await large.stop();
  }
  return rows;
}

export async function run(site) {
  const rows = [];
  for (const db of ['sqlite', 'mariadb']) rows.push(...(await onDatabase(db, site.log)));
  return rows;
}
