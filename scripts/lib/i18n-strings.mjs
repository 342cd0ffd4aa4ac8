// Collects the source strings passed to __() in src/, so php-bridge can translate exactly those.
import fs from 'node:fs';
import path from 'node:path';

const call = /\b__\(\s*(['"])((?:\\.|(?!\1).)*)\1\s*\)/g;

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function collectStrings(srcDir) {
  const found = new Set();
  for (const file of files(srcDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(call)) {
      found.add(JSON.parse(`"${match[2].replace(/\\'/g, "'").replace(/"/g, '\\"')}"`));
    }
  }
  return [...found].sort();
}
