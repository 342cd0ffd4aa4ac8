// Runs some test files against a fresh site, as npm test would, without the other layers:
// `node scripts/try.mjs [--db=sqlite|mariadb] [--project=e2e] [--name=try] [--wp=7.1] tests/e2e/reader.test.ts …`
// Builds the islands when src/ changed, starts the site on a free port, runs Vitest, stops the site.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildIfStale } from './lib/build.mjs';
import { repoDir } from './lib/paths.mjs';
import { startS3 } from './lib/s3.mjs';
import { freePort, startSite } from './lib/site.mjs';

const { values, positionals } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    project: { type: 'string', default: 'e2e' },
    name: { type: 'string', default: 'try' },
    wp: { type: 'string', default: 'oldest' },
  },
  allowPositionals: true,
});

buildIfStale();
const s3 = await startS3({ name: values.name });
let site;
try {
  site = await startSite({ name: values.name, db: values.db, port: await freePort(), fresh: true, wordpress: values.wp, s3 });
} catch (error) {
  await s3.stop();
  throw error;
}
let status;
try {
  const env = { ...process.env, ...site.env, YOMU_SITE_URL: site.url, YOMU_SITE_DIR: site.siteDir, YOMU_ADMIN_PASSWORD: site.adminPassword, YOMU_DB: values.db };
  status = spawnSync('npx', ['vitest', 'run', '--project', values.project, ...positionals], { cwd: repoDir, stdio: 'inherit', env }).status ?? 1;
} finally {
  await site.stop();
  await s3.stop();
}
process.exit(status);
