// Fetches one pinned npm package tarball into the cache (npm pack) and verifies its sha512 integrity.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir } from './paths.mjs';

function integrityOf(file) {
  return 'sha512-' + createHash('sha512').update(fs.readFileSync(file)).digest('base64');
}

export function fetchTarball({ name, version, integrity }) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `${name.replace('@', '').replace('/', '-')}-${version}.tgz`);
  if (fs.existsSync(file) && integrityOf(file) === integrity) return file;

  console.log(`Fetching ${name}@${version} from the npm registry…`);
  const out = execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', cacheDir, '--silent'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const packed = path.join(cacheDir, out.trim().split('\n').pop());
  if (packed !== file) fs.renameSync(packed, file);
  const actual = integrityOf(file);
  if (actual !== integrity) {
    fs.rmSync(file);
    throw new Error(`${name}@${version}: integrity mismatch (${actual})`);
  }
  return file;
}

/** Extracts the given members of a tarball into dir (tar strips nothing; members start with "package/"). */
export function extractTarball(file, dir, members) {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', file, '-C', dir, ...members], { stdio: 'inherit' });
}
