// Caches in front of the site: (1) a guest page from nginx's fastcgi_cache (hit) vs the same page from PHP (miss),
// with wrk; (2) a chapter's pages read from the S3 bucket through a CDN (nginx proxy_cache in front of s3rver,
// warm) vs the same files from the site's uploads served by nginx. Ratios are from one run on this machine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startS3 } from '../scripts/lib/s3.mjs';
import { freePort } from '../scripts/lib/site.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { startCdn } from './lib/cdn.mjs';
import { benchTargets } from './lib/wp.mjs';
import { wrk } from './lib/wrk.mjs';

export const title = 'Caches: page cache hits vs misses (wrk, 8 connections); chapter pages from the bucket via a CDN vs local disk';

const seconds = Number(process.env.YOMU_BENCH_SECONDS ?? 5);
const PAGES = 20;
const ROUNDS = Number(process.env.YOMU_BENCH_ROUNDS ?? 15);
const PARALLEL = 6; // a browser's connections per host over HTTP/1.1

/** wrk on one page through a fresh stack (cache on or off); warms first. */
async function pageThroughput(site, url, cache) {
  const stack = await startStack({ siteDir: site.siteDir, port: await freePort(), cache });
  const host = new URL(site.url).host;
  const target = url.replace(site.url, stack.url);
  try {
    await wrk(target, { host, seconds: 1 });
    return await wrk(target, { host, seconds });
  } finally {
    await stack.stop();
  }
}

/** Page-sized JPEGs (1000×1440, grey line art of about 300 KB, a scanned page's weight), written by PHP's GD into dir. */
function writePages(dir) {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('php', [
    '-r',
    `mt_srand(16);
     for ($n = 1; $n <= ${PAGES}; $n++) {
       $im = imagecreatetruecolor(1000, 1440);
       imagefill($im, 0, 0, imagecolorallocate($im, 250, 250, 250));
       for ($i = 0; $i < 200; $i++) {
         $g = mt_rand(0, 255);
         $c = imagecolorallocate($im, $g, $g, $g);
         imageline($im, mt_rand(0, 999), mt_rand(0, 1439), mt_rand(0, 999), mt_rand(0, 1439), $c);
       }
       imagejpeg($im, sprintf('%s/%03d.jpg', ${JSON.stringify(dir)}, $n), 80);
     }`,
  ]);
  return fs.readdirSync(dir).filter((f) => f.endsWith('.jpg')).sort();
}

/** Milliseconds to fetch every URL, PARALLEL at a time; the median of ROUNDS rounds. */
async function readTime(urls) {
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    const began = performance.now();
    const queue = [...urls];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          await response.arrayBuffer();
        }
      }),
    );
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function chapterRead(site, log) {
  const folder = `yomu-bench-cdn-${process.pid}`;
  const localDir = path.join(site.siteDir, 'wp-content/uploads/WP-manga/data', folder);
  const files = writePages(localDir);
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(localDir, f)).size, 0);
  const s3 = await startS3({ name: 'bench-cdn', bucket: 'yomu-bench' });
  let cdn;
  let stack;
  try {
    for (const file of files) {
      const put = await fetch(`${s3.endpoint}/${s3.bucket}/chapter/${file}`, { method: 'PUT', body: fs.readFileSync(path.join(localDir, file)), headers: { 'content-type': 'image/jpeg' } });
      if (!put.ok) throw new Error(`upload ${file}: ${put.status}`);
    }
    cdn = await startCdn({ port: await freePort(), origin: s3.endpoint });
    stack = await startStack({ siteDir: site.siteDir, port: await freePort() });
    const cdnUrls = files.map((f) => `${cdn.url}/${s3.bucket}/chapter/${f}`);
    const localUrls = files.map((f) => `${stack.url}/wp-content/uploads/WP-manga/data/${folder}/${f}`);
    const bucketUrls = files.map((f) => `${s3.endpoint}/${s3.bucket}/chapter/${f}`);
    await readTime(cdnUrls); // warms the CDN
    const hit = await fetch(cdnUrls[0]);
    await hit.arrayBuffer();
    if (hit.headers.get('x-cache') !== 'HIT') throw new Error(`CDN not warm (${hit.headers.get('x-cache')})`);
    log(`${files.length} pages, ${(bytes / files.length / 1024).toFixed(0)} KB each on average`);
    return { pages: files.length, bytes, cdn: await readTime(cdnUrls), local: await readTime(localUrls), bucket: await readTime(bucketUrls) };
  } finally {
    await stack?.stop();
    await cdn?.stop();
    await s3.stop();
    fs.rmSync(localDir, { recursive: true, force: true });
  }
}

const describe = (r) => `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''}`;

export async function run(site) {
  const { manga } = benchTargets(site.siteDir);
  site.log('manga page: cached (fastcgi_cache hits) and uncached');
  const hit = await pageThroughput(site, manga, true);
  const miss = await pageThroughput(site, manga, false);
  site.log('chapter pages: CDN (warm) vs bucket direct vs local uploads');
  const read = await chapterRead(site, site.log);
  const kb = Math.round(read.bytes / 1024);
  return [
    { name: 'manga page, page cache hit: req/s', value: Math.round(hit.rps), unit: 'req/s', note: describe(hit) },
    { name: 'manga page, page cache miss (PHP): req/s', value: Math.round(miss.rps), unit: 'req/s', note: describe(miss) },
    { name: 'page cache: hit throughput / miss throughput', value: Number((hit.rps / miss.rps).toFixed(1)), unit: '×' },
    { name: 'page cache: miss p50 latency / hit p50 latency', value: Number((miss.p50 / hit.p50).toFixed(1)), unit: '×' },
    { name: `chapter read via CDN (warm), ${read.pages} pages, ${kb} KB`, value: Number(read.cdn.toFixed(1)), unit: 'ms', note: `${PARALLEL} at a time, median of ${ROUNDS}` },
    { name: `chapter read from local uploads (nginx), ${read.pages} pages`, value: Number(read.local.toFixed(1)), unit: 'ms' },
    { name: `chapter read from the bucket directly (s3rver), ${read.pages} pages`, value: Number(read.bucket.toFixed(1)), unit: 'ms' },
    { name: 'chapter read: CDN / local disk', value: Number((read.cdn / read.local).toFixed(2)), unit: '×' },
    { name: 'chapter read: bucket direct / CDN', value: Number((read.bucket / read.cdn).toFixed(2)), unit: '×' },
  ];
}
