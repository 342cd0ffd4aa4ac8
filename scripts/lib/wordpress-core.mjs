// A pinned, offline WordPress core and the SQLite integration plugin, unpacked once into the cache.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir } from './paths.mjs';
import { extractTarball, fetchTarball } from './npm-tarball.mjs';
import { playgroundCli, wordpressBuilds, wordpressVersions } from './pinned.mjs';
import { ensureDebianWordPressCore } from './wordpress-debian.mjs';

function unzip(zip, dir) {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('php', ['-r', '$z = new ZipArchive(); if ($z->open($argv[1]) !== true) exit(1); $z->extractTo($argv[2]) || exit(1);', zip, dir], {
    stdio: 'inherit',
  });
}

/** The pinned version a name stands for: 'oldest', 'newest', or a version or its prefix ('6.5', '7.1.4'). */
export function resolveWordPressVersion(wanted = 'oldest') {
  const version = wordpressVersions[wanted] ?? Object.values(wordpressVersions).find((v) => v === wanted || v.startsWith(`${wanted}.`));
  if (!version) throw new Error(`WordPress ${wanted} is not pinned: use ${Object.values(wordpressVersions).join(' or ')}.`);
  return version;
}

/**
 * Returns the folder of a complete WordPress core: the pinned 6.5 Playground build (PHP from the build zip, static
 * assets merged back in) or, for the newest version, Debian's package (wordpress-debian.mjs).
 */
export function ensureWordPressCore(wanted = 'oldest') {
  const version = resolveWordPressVersion(wanted);
  if (version !== wordpressBuilds.wordpressVersion) return ensureDebianWordPressCore();
  const dir = path.join(cacheDir, `wordpress-${wordpressBuilds.wordpressVersion}`);
  if (fs.existsSync(path.join(dir, 'wp-includes/version.php'))) return fs.realpathSync(dir);

  const tgz = fetchTarball(wordpressBuilds);
  const tmp = fs.mkdtempSync(path.join(cacheDir, 'wp-'));
  const branch = wordpressBuilds.wordpressBranch;
  extractTarball(tgz, tmp, [`package/src/wordpress/wp-${branch}.zip`, `package/public/wp-${branch}`]);
  const stage = path.join(tmp, 'core');
  unzip(path.join(tmp, `package/src/wordpress/wp-${branch}.zip`), stage);
  // Playground builds move CSS, JS and images out of the zip; put them back.
  fs.cpSync(path.join(tmp, `package/public/wp-${branch}`), stage, { recursive: true });
  fs.rmSync(path.join(stage, 'wordpress-remote-asset-paths'), { force: true });
  fs.rmSync(path.join(stage, 'wp-config.php'), { force: true });
  // The build ships a pre-installed SQLite database; every site installs its own.
  fs.rmSync(path.join(stage, 'wp-content/database'), { recursive: true, force: true });
  fs.renameSync(stage, dir);
  fs.rmSync(tmp, { recursive: true, force: true });
  return dir;
}

/** Returns the folder of WordPress's SQLite integration plugin (shipped inside @wp-playground/cli). */
export function ensureSqlitePlugin() {
  const dir = path.join(cacheDir, `sqlite-database-integration-cli-${playgroundCli.version}`);
  if (fs.existsSync(path.join(dir, 'load.php'))) return dir;

  const tgz = fetchTarball(playgroundCli);
  const tmp = fs.mkdtempSync(path.join(cacheDir, 'sqlite-'));
  extractTarball(tgz, tmp, ['package/sqlite-database-integration.zip']);
  unzip(path.join(tmp, 'package/sqlite-database-integration.zip'), tmp);
  fs.renameSync(path.join(tmp, 'plugin-sqlite-database-integration'), dir);
  fs.rmSync(tmp, { recursive: true, force: true });
  return dir;
}
