// `npm run package`: builds the island bundle (unless --no-build) and writes the two installable zips,
// dist/yomu-core.zip (plugin with php-bridge and the built islands) and dist/yomu.zip (theme).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoDir } from './lib/paths.mjs';

const outDir = path.join(repoDir, 'dist');
// Dotfiles and tests stay out; the Vite manifest stays in (php-bridge reads it), and so do the source maps and
// THIRD-PARTY-LICENSES.txt of the minified assets (README "Reproducing the build").
const excludes = ['.*', 'tests', '!dist/.vite'];
const packages = [
  { source: 'plugin', top: 'yomu-core' },
  { source: 'theme', top: 'yomu' },
];

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build'], { cwd: repoDir, stdio: 'inherit' });
}
if (!fs.existsSync(path.join(repoDir, 'plugin/dist/.vite/manifest.json'))) {
  throw new Error('plugin/dist has no Vite manifest: run `npx vite build` first.');
}

for (const { source, top } of packages) {
  const zip = path.join(outDir, `${top}.zip`);
  fs.rmSync(zip, { force: true });
  const count = execFileSync('php', [path.join(repoDir, 'scripts/wp/zip.php'), path.join(repoDir, source), zip, top, ...excludes], {
    encoding: 'utf8',
  }).trim();
  const kb = (fs.statSync(zip).size / 1024).toFixed(1);
  console.log(`${path.relative(repoDir, zip)}  ${kb} KB  ${count} files`);
}
