// Builds the island bundle when any source changed since the last build (so warm starts stay fast).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoDir } from './paths.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIfStale() {
  const manifest = path.join(repoDir, 'plugin/dist/.vite/manifest.json');
  const inputs = [path.join(repoDir, 'src'), path.join(repoDir, 'theme/css'), path.join(repoDir, 'vite.config.ts'), path.join(repoDir, 'package-lock.json'), path.join(repoDir, 'plugin/blocks')];
  // The build also writes the block editor scripts' .asset.php files (scripts/lib/block-assets.mjs).
  const assetsMissing = !fs.existsSync(path.join(repoDir, 'plugin/blocks/editor-kit.asset.php'));
  const built = fs.existsSync(manifest) && !assetsMissing ? fs.statSync(manifest).mtimeMs : 0;
  const changed = Math.max(...inputs.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)));
  if (changed <= built) return false;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repoDir, stdio: 'inherit' });
  return true;
}
