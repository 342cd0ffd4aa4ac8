// Several web nodes (DESIGN.md §8): the topology of `npm run cluster` (scripts/lib/cluster.mjs: MariaDB, Redis and
// s3rver shared by two php-fpm nodes, each with its own copy of the code, behind one nginx balancing round robin),
// with the demo content. For a manga page, a chapter page and an admin-ajax action (live search suggestions, a POST,
// which the page cache never stores), wrk's requests/s and p50/p99 latency through nginx:
// - page cache off: both nodes (round robin) and node a alone (every request pinned with X-Yomu-Node: a), in the
//   same run, so "two nodes / one node" shows what the second node adds on this machine (both nodes share its
//   cores, so it cannot reach 2×);
// - page cache on (nginx fastcgi_cache for guests): the same targets, after checking the pages are cache hits.
// Every measure must end with 0 errors (non-2xx/3xx answers and socket errors).
import os from 'node:os';
import { startClusterWithServices } from '../scripts/lib/cluster.mjs';
import { seedDemoOnce } from '../scripts/lib/seed.mjs';
import { freePort } from '../scripts/lib/site.mjs';
import { benchTargets } from './lib/wp.mjs';
import { wrk } from './lib/wrk.mjs';

export const title = 'Cluster: two php-fpm nodes behind one nginx, page cache off and on (wrk, 16 connections, MariaDB + Redis)';

// At least 4 s: a shorter run on a loaded 2-core machine can end before the first PHP answer of a cold node.
const seconds = Math.max(4, Number(process.env.YOMU_BENCH_SECONDS ?? 5));
const connections = 16;

function targetsOf(t) {
  const word = encodeURIComponent(t.title.split(/\s+/)[0] ?? 'a');
  return [
    ['manga page', t.manga],
    ['chapter page', t.chapter],
    ['admin-ajax search suggestions (wp-manga-search-manga)', t.ajax, `action=wp-manga-search-manga&title=${word}`],
  ];
}

const describe = (r) => `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;

/** Warms both nodes' opcache and the object cache with a few requests each (a short wrk run can end before a cold
 * node answers at all). */
async function warm(url, body) {
  for (const node of ['a', 'b', 'a', 'b']) {
    const init = { headers: { 'X-Yomu-Node': node } };
    if (body !== undefined) Object.assign(init, { method: 'POST', body, headers: { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded' } });
    await (await fetch(url, init)).arrayBuffer();
  }
}

/** A wrk result that finished no request is a failed measure, not a throughput of 0. */
function checked(name, result) {
  if (result.requests === 0) throw new Error(`${name}: no request finished in ${seconds} s`);
  return result;
}

/** Which nodes answered `count` plain GETs of url, and the X-Cache of the last one. */
async function answeredBy(url, count = 6) {
  const nodes = new Set();
  let cache = '';
  for (let i = 0; i < count; i++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (response.headers.get('x-yomu-node')) nodes.add(response.headers.get('x-yomu-node'));
    cache = response.headers.get('x-cache') ?? '';
  }
  return { nodes: [...nodes].sort(), cache };
}

async function withCluster(cache, log, measure) {
  const cluster = await startClusterWithServices({ name: 'bench-cluster', port: await freePort(), cache });
  try {
    await seedDemoOnce(cluster.siteDir);
    return await measure(targetsOf(benchTargets(cluster.siteDir)));
  } finally {
    await cluster.stop();
    log(`cluster (page cache ${cache ? 'on' : 'off'}) stopped`);
  }
}

export async function run({ log }) {
  const rows = [];
  log(`${os.cpus().length} CPU cores; ${seconds} s per measure`);
  await withCluster(false, log, async (targets) => {
    const spread = await answeredBy(targets[0][1]);
    if (spread.nodes.length !== 2) throw new Error(`round robin reached nodes [${spread.nodes}] only`);
    for (const [name, url, body] of targets) {
      await warm(url, body);
      const one = checked(name, await wrk(url, { body, seconds, connections, headers: { 'X-Yomu-Node': 'a' } }));
      const both = checked(name, await wrk(url, { body, seconds, connections }));
      log(`cache off, ${name}: one node ${one.rps.toFixed(0)} req/s, two nodes ${both.rps.toFixed(0)} req/s`);
      rows.push(
        { name: `page cache off, ${name}, two nodes: req/s`, value: Math.round(both.rps), unit: 'req/s', note: describe(both) },
        { name: `page cache off, ${name}, node a alone: req/s`, value: Math.round(one.rps), unit: 'req/s', note: describe(one) },
        { name: `page cache off, ${name}: two nodes / one node throughput`, value: Number((both.rps / one.rps).toFixed(2)), unit: '×' },
        { name: `page cache off, ${name}: errors`, value: one.errors + both.errors, unit: '', budget: 0 },
      );
    }
  });
  await withCluster(true, log, async (targets) => {
    for (const [name, url, body] of targets) {
      await warm(url, body);
      if (body === undefined) await (await fetch(url)).arrayBuffer(); // stores the page
      const state = body === undefined ? (await answeredBy(url, 2)).cache : 'POST, not cached';
      if (body === undefined && state !== 'HIT') throw new Error(`${name} is not a page cache hit (X-Cache: ${state || 'none'})`);
      const both = checked(name, await wrk(url, { body, seconds, connections }));
      log(`cache on, ${name}: ${both.rps.toFixed(0)} req/s (${state})`);
      rows.push(
        { name: `page cache on, ${name}: req/s`, value: Math.round(both.rps), unit: 'req/s', note: `${describe(both)}; ${state === 'HIT' ? 'X-Cache: HIT' : state}` },
        { name: `page cache on, ${name}: errors`, value: both.errors, unit: '', budget: 0 },
      );
    }
  });
  return rows;
}
