// Lint step: no unused dependencies. Every npm package in package.json is imported by our code (src, tests, scripts,
// bench, the Vite and ESLint configs) or has a use listed below that this script verifies still holds; every Composer
// dev package has such a use too. Prints what is unused or listed without reason and exits 1 then.
import fs from 'node:fs';
import path from 'node:path';
import { lintSteps } from './lib/lint-steps.mjs';
import { repoDir } from './lib/paths.mjs';

const read = (file) => fs.readFileSync(path.join(repoDir, file), 'utf8');
const json = (file) => JSON.parse(read(file));
const exists = (file) => fs.existsSync(path.join(repoDir, file));
const lintCommands = lintSteps.flatMap(([, command, args]) => [command, ...args]);

/** npm packages used without an import: what uses them, as a check that must stay true. */
const npmUses = {
  '@testing-library/dom': ['peer dependency of @testing-library/react and @testing-library/user-event', () => peerOf('@testing-library/react', '@testing-library/dom') && peerOf('@testing-library/user-event', '@testing-library/dom')],
  '@types/js-cookie': ['types of js-cookie (which ships none)', () => imported.has('js-cookie')],
  '@types/node': ['tsconfig.json "types"', () => json('tsconfig.json').compilerOptions.types.includes('node')],
  '@types/react': ['types of react', () => imported.has('react')],
  '@types/react-dom': ['types of react-dom', () => imported.has('react-dom')],
  eslint: ['the eslint lint step', () => lintCommands.includes('eslint')],
  jsdom: ['the unit tests\' Vitest environment', () => /environment: 'jsdom'/.test(read('vite.config.ts'))],
  typescript: ['tsc in the lint step, and typescript-eslint', () => lintCommands.includes('tsc')],
};

/** Composer dev packages: what uses them, as a check that must stay true. */
const composerUses = {
  'dealerdirect/phpcodesniffer-composer-installer': ['registers wpcs with PHPCS at composer install', () => json('composer.json').config['allow-plugins']['dealerdirect/phpcodesniffer-composer-installer'] === true],
  'mustache/mustache': ['pins the version of a wp-cli/wp-cli dependency', () => 'mustache/mustache' in (readVendorComposer('wp-cli/wp-cli').require ?? {})],
  'php-stubs/wordpress-stubs': ['PHPStan scanFiles', () => read('phpstan.neon.dist').includes('wordpress-stubs')],
  'phpstan/phpstan': ['phpstan.neon.dist, scripts/lint-php.sh', () => read('scripts/lint-php.sh').includes('vendor/bin/phpstan')],
  'phpunit/phpunit': ['phpunit.xml.dist, plugin/tests', () => exists('phpunit.xml.dist')],
  'squizlabs/php_codesniffer': ['phpcs.xml.dist, scripts/lint-php.sh', () => read('scripts/lint-php.sh').includes('vendor/bin/phpcs')],
  'wp-cli/wp-cli': ['`wp yomu` commands in tests, PHPStan scanFiles', () => read('tests/integration/doctor.test.ts').includes('vendor/bin/wp')],
  'wp-coding-standards/wpcs': ['the WordPress rule of phpcs.xml.dist', () => read('phpcs.xml.dist').includes('<rule ref="WordPress"/>')],
};

function peerOf(host, peer) {
  const file = path.join(repoDir, 'node_modules', host, 'package.json');
  return fs.existsSync(file) && peer in (JSON.parse(fs.readFileSync(file, 'utf8')).peerDependencies ?? {});
}

function readVendorComposer(name) {
  const file = path.join(repoDir, 'vendor', name, 'composer.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

function sourceFiles(dir) {
  const full = path.join(repoDir, dir);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return /\.(m?js|tsx?)$/.test(entry.name) ? [path.join(repoDir, child)] : [];
  });
}

/** Package names our code imports, requires or resolves. */
function importedPackages() {
  const names = new Set();
  const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\.resolve\s*\(\s*)['"]([^'"./][^'"]*)['"]/g;
  for (const file of ['src', 'tests', 'scripts', 'bench', 'vite.config.ts', 'eslint.config.js'].flatMap(sourceFiles)) {
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(specifier)) {
      if (spec.startsWith('node:')) continue;
      names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  }
  return names;
}

const imported = importedPackages();
const pkg = json('package.json');
const problems = [];
for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).sort()) {
  if (imported.has(name)) continue;
  const use = npmUses[name];
  if (!use) problems.push(`${name}: in package.json but nothing imports it`);
  else if (!use[1]()) problems.push(`${name}: listed as used by ${use[0]}, which no longer holds`);
}
for (const name of Object.keys(json('composer.json')['require-dev'] ?? {}).sort()) {
  const use = composerUses[name];
  if (!use) problems.push(`${name}: in composer.json require-dev with no known use (add it to scripts/check-deps.mjs)`);
  else if (!use[1]()) problems.push(`${name}: listed as used by ${use[0]}, which no longer holds`);
}

problems.forEach((line) => console.error(`unused dependency? ${line}`));
console.log(problems.length ? `dependencies: ${problems.length} problem(s)` : 'dependencies: every package is used');
process.exit(problems.length ? 1 : 0);
