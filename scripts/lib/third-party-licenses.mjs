// Writes THIRD-PARTY-LICENSES.txt next to the built assets: every npm package whose code ends up in an output chunk
// (read from the chunks' module ids, so nothing is hand-kept), with its version, license, copyright line and the
// full text of its license file. The build fails when a bundled package ships no license file.
import fs from 'node:fs';
import path from 'node:path';

export const LICENSES_FILE = 'THIRD-PARTY-LICENSES.txt';

/** The package folder a module id lies in (the innermost node_modules/NAME or node_modules/@scope/NAME), or null. */
export function packageDir(id) {
  const clean = id.replace(/^\0/, '').split('?')[0].replace(/\\/g, '/');
  const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(clean);
  return match ? match[1] : null;
}

function licenseFile(dir) {
  const name = fs.readdirSync(dir).find((file) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(file));
  return name ? path.join(dir, name) : null;
}

/** Name, version, license, copyright line and license text of the package in dir. */
export function describePackage(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = licenseFile(dir);
  if (!file) throw new Error(`${pkg.name}@${pkg.version} is bundled but ships no LICENSE file (${dir})`);
  const text = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n').trim();
  const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
  const copyright = text.split('\n').find((line) => /copyright\s*(\(c\)|©|\d{4})/i.test(line))?.trim() ?? (author ? `Copyright (c) ${author}` : 'see the license text');
  const license = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'see the license text');
  return { name: pkg.name, version: pkg.version, license, copyright, homepage: pkg.homepage ?? '', text };
}

/** The file's text for a list of package folders. */
export function licensesText(dirs) {
  const packages = [...new Set(dirs)].map(describePackage).sort((a, b) => a.name.localeCompare(b.name));
  const head =
    'Third-party software bundled in the built scripts and styles of this folder (assets/).\n' +
    'Each file has a source map (FILE.map) holding the original sources; the sources of Yomu itself are GPL-2.0-or-later.\n' +
    `Packages: ${packages.map((p) => `${p.name}@${p.version}`).join(', ')}\n`;
  // A license text shared by several packages (the GPL of the @wordpress ones, MIT with the same holder) once.
  const firstWith = new Map();
  const entries = packages.map((p) => {
    const text = firstWith.has(p.text) ? `(license text as for ${firstWith.get(p.text)}, above)` : p.text;
    if (!firstWith.has(p.text)) firstWith.set(p.text, p.name);
    return [`${'='.repeat(78)}`, `${p.name} ${p.version}`, `License: ${p.license}`, p.copyright, p.homepage, '', text, ''].filter((line, i) => i !== 4 || line).join('\n');
  });
  return `${head}\n${entries.join('\n')}`;
}

export function thirdPartyLicenses() {
  return {
    name: 'yomu-third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dirs = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .flatMap((chunk) => chunk.moduleIds.map(packageDir))
        .filter(Boolean);
      this.emitFile({ type: 'asset', fileName: LICENSES_FILE, source: licensesText(dirs) });
    },
  };
}
