// Runs some test files against a fresh site, as npm test would, without the other layers:
// `node scripts/try.mjs [--db=sqlite|mariadb] [--redis] [--project=e2e] [--name=try] [--wp=7.1] tests/e2e/reader.test.ts …`
// --redis gives the site a private Redis behind Redis Object Cache's drop-in (as npm test's MariaDB run has).
// Builds the islands when src/ changed, starts the site on a free port, runs Vitest, stops the site.
// --cluster runs them against `npm run cluster`'s topology instead (two php-fpm nodes behind nginx, MariaDB, Redis,
// s3rver; scripts/lib/cluster.mjs), with the cluster project by default: `node scripts/try.mjs --cluster [FILES…]`
// (`--project=integration` runs integration files there, page cache off).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildIfStale } from './lib/build.mjs';
import { repoDir } from './lib/paths.mjs';
import { startClusterWithServices } from './lib/cluster.mjs';
import { startS3 } from './lib/s3.mjs';
import { freePort, startSite } from './lib/site.mjs';

const { values, positionals } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    project: { type: 'string' },
    name: { type: 'string', default: 'try' },
    wp: { type: 'string', default: 'oldest' },
    cluster: { type: 'boolean', default: false },
    redis: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

buildIfStale();
const project = values.project ?? (values.cluster ? 'cluster' : 'e2e');
/** The cluster, or one site with its own S3 server; either way { env, stop() }. */
async function start() {
  // The page cache only for the cross-node tests: the other layers expect a guest's next request to reach PHP.
  if (values.cluster) return startClusterWithServices({ name: values.name, port: await freePort(), fresh: true, cache: project === 'cluster' });
  const s3 = await startS3({ name: values.name });
  try {
    const site = await startSite({ name: values.name, db: values.db, port: await freePort(), fresh: true, wordpress: values.wp, s3, redis: values.redis, testSite: true });
    const env = { ...site.env, YOMU_SITE_URL: site.url, YOMU_SITE_DIR: site.siteDir, YOMU_ADMIN_PASSWORD: site.adminPassword, YOMU_DB: values.db, ...(values.redis ? { YOMU_REDIS: '1' } : {}) };
    return { env, stop: () => site.stop().then(() => s3.stop()) };
  } catch (error) {
    await s3.stop();
    throw error;
  }
}
const site = await start();
let status;
try {
  const env = { ...process.env, ...site.env };
  // As in npm test, a test that passed only on its retry fails the run (scripts/lib/flaky-reporter.mjs).
  const reporters = ['--reporter=default', '--reporter=./scripts/lib/flaky-reporter.mjs'];
  status = spawnSync('npx', ['vitest', 'run', '--project', project, ...reporters, ...positionals], { cwd: repoDir, stdio: 'inherit', env }).status ?? 1;
} finally {
  await site.stop();
}
process.exit(status);
