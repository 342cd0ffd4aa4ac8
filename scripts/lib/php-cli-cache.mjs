// The tests boot WordPress in a fresh PHP process for every fixture, WP-CLI call and seed: OPcache's file cache lets
// each one reuse the others' compiled scripts (a fixture call drops from about 0.45 s to 0.3 s). Added to the
// default ini folder through PHP_INI_SCAN_DIR (a leading ":" keeps the distribution's conf.d), for the processes
// the test layers start; the web server keeps its own shared-memory cache.
import fs from 'node:fs';
import path from 'node:path';
import { workDir } from './paths.mjs';

let env;

/** The environment that gives PHP CLI processes the shared file cache. */
export function phpCliCacheEnv() {
  if (env) return env;
  const iniDir = path.join(workDir, 'php-ini');
  const cacheDir = path.join(workDir, 'opcache');
  fs.mkdirSync(iniDir, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(path.join(iniDir, 'yomu-cli-opcache.ini'), `opcache.enable_cli=1\nopcache.file_cache=${cacheDir}\n`);
  env = { PHP_INI_SCAN_DIR: `:${iniDir}` };
  return env;
}
