// Third-party plugins the test sites run beside Yomu (shared/vendor/README.md): zips kept beside the repository
// (`../shared/vendor/`, as CI clones it next to `shared/`), checked against SHA256SUMS, unpacked once into the cache.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, repoDir } from './paths.mjs';

export const vendorDir = path.join(repoDir, '..', 'shared', 'vendor');

/** The sha256 SHA256SUMS gives for a zip; throws when the zip or its line is missing. */
function expectedSum(zip) {
  const sums = path.join(vendorDir, 'SHA256SUMS');
  if (!fs.existsSync(path.join(vendorDir, zip))) throw new Error(`${path.join(vendorDir, zip)} is missing (see shared/vendor/README.md)`);
  const line = fs.existsSync(sums) ? fs.readFileSync(sums, 'utf8').split('\n').find((l) => l.trim().split(/\s+/)[1] === zip) : undefined;
  if (!line) throw new Error(`${sums} has no line for ${zip}`);
  return line.trim().split(/\s+/)[0];
}

/**
 * Returns the folder of a vendor plugin (`redis-cache.zip` holds the folder `redis-cache/`), unpacked into the
 * cache after its sha256 matched SHA256SUMS. The cache folder is named by that sum, so a new zip unpacks anew.
 */
export function ensureVendorPlugin(zip, folder) {
  const sum = expectedSum(zip);
  const dir = path.join(cacheDir, `vendor-${folder}-${sum.slice(0, 16)}`);
  if (fs.existsSync(path.join(dir, folder))) return path.join(dir, folder);
  const actual = createHash('sha256').update(fs.readFileSync(path.join(vendorDir, zip))).digest('hex');
  if (actual !== sum) throw new Error(`${zip}: sha256 ${actual} is not ${sum} from SHA256SUMS`);
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(cacheDir, 'vendor-'));
  execFileSync('php', ['-r', '$z = new ZipArchive(); if ($z->open($argv[1]) !== true) exit(1); $z->extractTo($argv[2]) || exit(1);', path.join(vendorDir, zip), tmp], { stdio: 'inherit' });
  if (!fs.existsSync(path.join(tmp, folder))) throw new Error(`${zip} has no folder ${folder}/`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.renameSync(path.join(tmp, folder), path.join(dir, folder));
  } catch (error) {
    if (!fs.existsSync(path.join(dir, folder))) throw error; // else another run unpacked it first
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return path.join(dir, folder);
}
