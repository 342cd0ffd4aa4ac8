// Prints every built chunk with its raw and gzip size (npm run build), largest first.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoDir } from './lib/paths.mjs';

const assets = path.join(repoDir, 'plugin/dist/assets');
const rows = fs
  .readdirSync(assets)
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const bytes = fs.readFileSync(path.join(assets, name));
    return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(2).padStart(8) + ' KB';
console.log('\nchunk'.padEnd(46) + 'raw'.padStart(11) + 'gzip'.padStart(11));
for (const row of rows) console.log(row.name.padEnd(45) + kb(row.raw) + kb(row.gzip));
const total = (ext) => rows.filter((r) => r.name.endsWith(ext)).reduce((sum, r) => sum + r.gzip, 0);
console.log(`total gzip: JS ${kb(total('.js')).trim()}, CSS ${kb(total('.css')).trim()}`);
