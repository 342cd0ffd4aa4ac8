// Several web nodes: sustained throughput (wrk) of the cluster's two php-fpm nodes behind nginx against one of
// them alone, on the same pages through the same nginx, in one run (`npm run bench -- --only=cluster`). The page
// cache is off so PHP is measured; "one node" pins every request to node a (X-Yomu-Node), the cluster balances
// round robin. Both sides must finish with 0 errors (non-2xx/3xx answers and socket errors). The cluster runs on
// MariaDB and Redis with the demo content, whatever database the bench site uses.
import os from 'node:os';
import { startClusterWithServices } from '../scripts/lib/cluster.mjs';
import { seedDemoOnce } from '../scripts/lib/seed.mjs';
import { freePort } from '../scripts/lib/site.mjs';
import { benchTargets } from './lib/wp.mjs';
import { wrk } from './lib/wrk.mjs';

export const title = 'Cluster: two php-fpm nodes vs one behind the same nginx (wrk, 16 connections, page cache off)';

const seconds = Number(process.env.YOMU_BENCH_SECONDS ?? 5);
const connections = 16;

export async function run({ log }) {
  const cluster = await startClusterWithServices({ name: 'bench-cluster', port: await freePort(), cache: false });
  const rows = [];
  try {
    await seedDemoOnce(cluster.siteDir);
    const t = benchTargets(cluster.siteDir);
    const pages = [
      ['home', t.home],
      ['manga page', t.manga],
      ['chapter page', t.chapter],
    ];
    log(`${os.cpus().length} CPU cores; ${seconds} s per measure`);
    for (const [name, url] of pages) {
      await wrk(url, { seconds: 1, connections }); // warm both nodes' opcache and the object cache
      const one = await wrk(url, { seconds, connections, headers: { 'X-Yomu-Node': 'a' } });
      const both = await wrk(url, { seconds, connections });
      log(`${name}: one node ${one.rps.toFixed(0)} req/s (${one.errors} errors), two nodes ${both.rps.toFixed(0)} req/s (${both.errors} errors)`);
      rows.push(
        { name: `${name}: two nodes / one node throughput`, value: Number((both.rps / one.rps).toFixed(2)), unit: '×', note: `${both.rps.toFixed(0)} vs ${one.rps.toFixed(0)} req/s` },
        { name: `${name}: errors (one node + two nodes)`, value: one.errors + both.errors, unit: '', budget: 0 },
      );
    }
  } finally {
    await cluster.stop();
  }
  return rows;
}
