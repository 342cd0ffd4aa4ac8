// A real WordPress site under .wp/sites/NAME: core, Yomu plugin and theme linked in, installed, and served
// by PHP's built-in server. Used by `npm start`, `npm run dev` and every test layer.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoDir, sitesDir } from './paths.mjs';
import { startMariaDb } from './mariadb.mjs';
import { startRedis } from './redis.mjs';
import { phpCliCacheEnv } from './php-cli-cache.mjs';
import { ensureVendorPlugin } from './vendor-plugins.mjs';
import { ensureSqlitePlugin, ensureWordPressCore } from './wordpress-core.mjs';
import { writeWpConfig } from './wp-config.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function link(target, where) {
  fs.rmSync(where, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(where), { recursive: true });
  fs.symlinkSync(target, where);
}

function layOut(siteDir, dbEngine, { linkYomu, wordpress, objectCache }) {
  if (!fs.existsSync(path.join(siteDir, 'wp-settings.php'))) {
    fs.mkdirSync(path.dirname(siteDir), { recursive: true });
    // Core files are hard links into the cache (instant, read-only in practice); wp-content is a real copy.
    const core = ensureWordPressCore(wordpress);
    execFileSync('cp', ['-al', core, siteDir]);
    fs.rmSync(path.join(siteDir, 'wp-content'), { recursive: true });
    execFileSync('cp', ['-r', path.join(core, 'wp-content'), path.join(siteDir, 'wp-content')]);
  }
  const content = path.join(siteDir, 'wp-content');
  if (linkYomu) {
    link(path.join(repoDir, 'plugin'), path.join(content, 'plugins/yomu-core'));
    link(path.join(repoDir, 'theme'), path.join(content, 'themes/yomu'));
  }
  fs.mkdirSync(path.join(content, 'mu-plugins'), { recursive: true });
  fs.mkdirSync(path.join(content, 'languages'), { recursive: true });
  fs.copyFileSync(path.join(repoDir, 'scripts/wp/core-tr_TR.l10n.php'), path.join(content, 'languages/tr_TR.l10n.php'));
  fs.copyFileSync(path.join(repoDir, 'scripts/wp/core-ar.l10n.php'), path.join(content, 'languages/ar.l10n.php'));
  fs.copyFileSync(path.join(repoDir, 'scripts/wp/local-site.php'), path.join(content, 'mu-plugins/yomu-local-site.php'));
  if (dbEngine === 'sqlite') {
    const plugin = ensureSqlitePlugin();
    link(plugin, path.join(content, 'plugins/sqlite-database-integration'));
    const dropIn = fs
      .readFileSync(path.join(plugin, 'db.copy'), 'utf8')
      .replaceAll('{SQLITE_IMPLEMENTATION_FOLDER_PATH}', plugin)
      .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php');
    fs.writeFileSync(path.join(content, 'db.php'), dropIn);
    fs.mkdirSync(path.join(content, 'database'), { recursive: true });
  } else {
    fs.rmSync(path.join(content, 'db.php'), { force: true });
  }
  // myCred, installed but inactive: the premium chapter tests switch it on (tests/fixtures/php/premium.php), as an
  // owner who sells chapters would.
  link(ensureVendorPlugin('mycred.zip', 'mycred'), path.join(content, 'plugins/mycred'));
  // Disqus, installed but inactive: tests/integration/comments-template.test.ts switches it on, as a site on Disqus has it.
  link(ensureVendorPlugin('disqus.zip', 'disqus'), path.join(content, 'plugins/disqus'));
  // Yoast SEO and Rank Math, installed but inactive: the SEO tests switch one on, as a site that runs it has it. Both
  // need a newer WordPress than 6.5, so those tests are named `*.newest.test.ts` and run on the newest core only
  // (scripts/test.mjs).
  link(ensureVendorPlugin('wordpress-seo.zip', 'wordpress-seo'), path.join(content, 'plugins/wordpress-seo'));
  link(ensureVendorPlugin('seo-by-rank-math.zip', 'seo-by-rank-math'), path.join(content, 'plugins/seo-by-rank-math'));
  // Rank Math 1.0.273's class map lacks 35 of its classes (a fatal error on every request once active): a test
  // must-use plugin loads them from the plugin's own files.
  fs.copyFileSync(
    path.join(repoDir, 'tests/fixtures/mu-plugins/yomu-test-rank-math-classmap.php'),
    path.join(content, 'mu-plugins/yomu-test-rank-math-classmap.php'),
  );
  // Redis Object Cache (the plugin and its drop-in, as `wp redis enable` installs them; scripts/wp/install.php
  // activates the plugin) only on a site started with Redis: a stale drop-in would make a site without Redis fail.
  const dropIn = path.join(content, 'object-cache.php');
  const redisPlugin = path.join(content, 'plugins/redis-cache');
  const keepCache = path.join(content, 'mu-plugins/yomu-keep-cache-on-redirect.php');
  for (const stale of [dropIn, redisPlugin, keepCache]) fs.rmSync(stale, { recursive: true, force: true });
  if (objectCache) {
    fs.cpSync(ensureVendorPlugin('redis-cache.zip', 'redis-cache'), redisPlugin, { recursive: true });
    fs.copyFileSync(path.join(redisPlugin, 'includes/object-cache.php'), dropIn);
    if (dbEngine === 'sqlite') fs.copyFileSync(path.join(repoDir, 'scripts/wp/keep-cache-on-redirect.php'), keepCache);
  }
}

async function waitForHttp(url, child, ms = 30000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`php -S exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/wp-includes/images/blank.gif`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer in time`);
}

/** Sends SIGTERM to a detached child's whole process group and waits for the child to exit. */
export function stopGroup(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

export function phpServerArgs(port, siteDir) {
  return [
    '-d', 'memory_limit=512M',
    '-d', 'upload_max_filesize=64M',
    '-d', 'post_max_size=64M',
    '-d', 'opcache.enable_cli=1',
    '-d', 'display_errors=0',
    '-S', `127.0.0.1:${port}`,
    '-t', siteDir,
    path.join(repoDir, 'scripts/wp/router.php'),
  ];
}

/**
 * The S3 server's address for tests (PHPUnit and Vitest): YOMU_S3_ENDPOINT, YOMU_S3_BUCKET, YOMU_S3_REGION and
 * YOMU_S3_DIR (s3rver's folder), or nothing when the site has no S3 server.
 * @param {{ endpoint: string, bucket: string, region: string, directory?: string } | null} s3
 */
export function s3Env(s3) {
  if (!s3) return {};
  return { YOMU_S3_ENDPOINT: s3.endpoint, YOMU_S3_BUCKET: s3.bucket, YOMU_S3_REGION: s3.region, YOMU_S3_DIR: s3.directory ?? '' };
}

/**
 * Creates (or reuses) and serves a site. Options: name, db ('sqlite'|'mariadb'), port, fresh (start from an
 * empty database), linkYomu (symlink plugin/ and theme/; false for a clean site that installs the zips),
 * zips ({ plugin, theme }: release zips a clean site installs through WordPress's upgraders; only when linkYomu
 * is false), viteDevServer (URL of Vite's dev server), wordpress (which pinned core: 'oldest' = 6.5, 'newest', or a
 * version; scripts/lib/pinned.mjs), s3 (what scripts/lib/s3.mjs startS3() returns: its keys go into wp-config.php),
 * redis (false: no persistent object cache; true: a private Redis server for this site, started and stopped with it;
 * or a running server { socket } / { host, port } from startRedis(), shared by several sites or web nodes: keys are
 * kept apart by WP_REDIS_PREFIX, the site folder's name; scripts/lib/wp-config.mjs), serve (false: install and configure only, for another
 * server such as the cluster's php-fpm nodes; url still names `port`).
 * Returns { url, siteDir, adminUser, adminPassword, env, redis, stop() }; env is what tests read (s3Env()), redis the
 * server's { socket, host, port } or null.
 */
export async function startSite({
  name = 'dev',
  db = 'sqlite',
  port = 8080,
  fresh = false,
  linkYomu = true,
  zips = /** @type {{ plugin: string, theme: string } | null} */ (null),
  viteDevServer = '',
  wordpress = 'oldest',
  s3 = /** @type {{ endpoint: string, bucket: string, region: string, accessKeyId: string, secretAccessKey: string } | null} */ (null),
  redis = /** @type {boolean | { socket?: string, host?: string, port?: number }} */ (false),
  serve = true,
  testSite = false,
} = {}) {
  const siteDir = path.join(sitesDir, `${name}-${db}`);
  if (fresh) fs.rmSync(siteDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };

  try {
    let cacheServer = null;
    if (redis === true) {
      const server = await startRedis({ name: `${name}-${db}` }); // empty on every start: no key outlives the site's database
      stops.push(server.stop);
      cacheServer = server;
    } else if (redis) {
      cacheServer = redis;
    }
    layOut(siteDir, db, { linkYomu, wordpress, objectCache: Boolean(cacheServer) });
    let dbConfig = { engine: 'sqlite', name: 'yomu', user: '', password: '', host: '' };
    if (db === 'mariadb') {
      const server = await startMariaDb(`mariadb-${name}`); // one private server per site
      stops.push(server.stop);
      const dbName = `yomu_${name.replace(/\W/g, '_')}`;
      server.createDatabase(dbName, { fresh });
      dbConfig = { engine: 'mariadb', name: dbName, user: 'yomu', password: 'yomu', host: `localhost:${server.socket}` };
    }
    const objectCache = cacheServer ? { socket: cacheServer.socket ?? '', host: cacheServer.host ?? '', port: cacheServer.port ?? 0, prefix: path.basename(siteDir) } : null;
    writeWpConfig({ siteDir, url, db: dbConfig, viteDevServer, s3, objectCache, testSite });

    const passwordFile = path.join(siteDir, '.admin-password');
    if (!fs.existsSync(passwordFile)) fs.writeFileSync(passwordFile, randomBytes(12).toString('base64url'));
    const adminPassword = fs.readFileSync(passwordFile, 'utf8');
    if (linkYomu) {
      execFileSync('php', [path.join(repoDir, 'scripts/wp/install.php'), siteDir, adminPassword], { stdio: ['ignore', 'ignore', 'inherit'] });
    } else if (zips) {
      const script = path.join(repoDir, 'scripts/wp/install-zips.php');
      execFileSync('php', [script, siteDir, adminPassword, zips.plugin, zips.theme], { stdio: ['ignore', 'ignore', 'inherit'] });
    }

    // A test site served here answers fixtures over HTTP to the holder of this key (tests/fixtures/php/web.php).
    const fixtureKey = `${siteDir}.fixture-key`;
    fs.rmSync(fixtureKey, { force: true });
    if (!serve) return { url, siteDir, adminUser: 'admin', adminPassword, env: { ...s3Env(s3), ...phpCliCacheEnv() }, redis: cacheServer, stop };
    if (testSite) fs.writeFileSync(fixtureKey, randomBytes(24).toString('hex'), { mode: 0o600 });
    const log = fs.openSync(path.join(siteDir, 'server.log'), 'a');
    // Its own process group, so stopping it also stops the worker processes PHP forks.
    const server = spawn('php', phpServerArgs(port, siteDir), {
      stdio: ['ignore', log, log],
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      detached: true,
    });
    stops.push(() => stopGroup(server));
    await waitForHttp(url, server);
    return { url, siteDir, adminUser: 'admin', adminPassword, env: { ...s3Env(s3), ...phpCliCacheEnv() }, redis: cacheServer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
