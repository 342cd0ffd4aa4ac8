// Serves the development site: `node scripts/serve.mjs [--db=sqlite|mariadb] [--port=8080] [--dev] [--name=dev] [--fresh] [--no-seed] [--wp=7.1] [--s3] [--redis]`.
// --s3 also starts a local S3 server (scripts/lib/s3.mjs) whose keys go into wp-config.php; its address is printed.
// --redis adds a private Redis object cache (scripts/lib/redis.mjs; the Redis Object Cache plugin and drop-in).
// --wp picks the pinned WordPress core (6.5 by default, or the newest: scripts/lib/pinned.mjs).
// --dev also runs Vite's dev server, and php-bridge loads islands from it (edits reload the page).
// A site gets the demo content on its first start (scripts/lib/seed.mjs); --no-seed leaves it empty.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildIfStale } from './lib/build.mjs';
import { repoDir } from './lib/paths.mjs';
import { seedDemoOnce } from './lib/seed.mjs';
import { startS3 } from './lib/s3.mjs';
import { startSite, stopGroup } from './lib/site.mjs';
import { stopOnSignals } from './lib/shutdown.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    port: { type: 'string', default: '8080' },
    dev: { type: 'boolean', default: false },
    name: { type: 'string', default: 'dev' },
    fresh: { type: 'boolean', default: false },
    seed: { type: 'boolean', default: true },
    wp: { type: 'string', default: 'oldest' },
    s3: { type: 'boolean', default: false },
    redis: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
if (!['sqlite', 'mariadb'].includes(values.db)) {
  console.error(`Unknown --db=${values.db}: use sqlite or mariadb.`);
  process.exit(2);
}

const began = Date.now();
const { stops, shutdown } = stopOnSignals();

try {
  let viteDevServer = '';
  if (values.dev) {
    const vite = spawn('npx', ['vite', '--clearScreen', 'false'], { cwd: repoDir, stdio: 'inherit', detached: true });
    stops.push(() => stopGroup(vite));
    viteDevServer = 'http://127.0.0.1:5173';
  }
  buildIfStale();
  const s3 = values.s3 ? await startS3({ name: values.name }) : null;
  if (s3) stops.push(s3.stop);
  const site = await startSite({ name: values.name, db: values.db, port: Number(values.port), fresh: values.fresh, viteDevServer, wordpress: values.wp, s3, redis: values.redis });
  stops.push(site.stop);
  if (values.seed) await seedDemoOnce(site.siteDir);
  console.log(`
Yomu is running (${values.db}${values.redis ? ' + redis' : ''}${values.dev ? ', Vite dev server' : ''}), ready in ${((Date.now() - began) / 1000).toFixed(1)} s
  Site:   ${site.url}/
  Admin:  ${site.url}/wp-admin/
  Login:  ${site.adminUser} / ${site.adminPassword}
  Files:  ${site.siteDir}${s3 ? `\n  S3:     ${s3.endpoint} bucket ${s3.bucket} (${Object.entries(site.env).map(([k, v]) => `${k}=${v}`).join(' ')})` : ''}
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
