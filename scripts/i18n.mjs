// npm run i18n: the translation files, built from their sources with GNU gettext.
//   1. xgettext writes one .pot per text domain: yomu-core from plugin/, php-bridge/ and the islands' __() calls in
//      src/ (the plugin ships the built islands), yomu from theme/ and theme.json;
//   2. msgmerge brings each .po (the translators' source, Turkish and Arabic) up to the .pot: new strings
//      arrive untranslated, strings gone from the code stay as obsolete (#~) entries;
//   3. msgfmt --check builds each .mo, and the .l10n.php WordPress 6.5+ loads first is written from that .mo.
// `node scripts/i18n.mjs --check` writes nothing and fails when any of these files is not what a build makes
// (npm test runs it; src/lib/i18n-files.test.ts too).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { l10nPhp, readMo } from './lib/i18n-l10n-php.mjs';
import { blockJsonSources, makePot, phpSources, scriptSources, withoutDates } from './lib/i18n-pot.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const locales = ['tr_TR', 'ar'];

export const domains = [
  {
    domain: 'yomu-core', packageName: 'Yomu Core', packageTag: 'Yomu\\Core', dir: 'plugin/languages',
    php: () => phpSources(repoDir, ['plugin', 'php-bridge']),
    scripts: () => [...scriptSources(repoDir, 'plugin'), ...scriptSources(repoDir, 'src')], blocks: () => blockJsonSources(repoDir, 'plugin/blocks'), themeJson: () => [], po: (locale) => `yomu-core-${locale}.po`,
  },
  {
    domain: 'yomu', packageName: 'Yomu', packageTag: 'Yomu', dir: 'theme/languages',
    php: () => phpSources(repoDir, ['theme']),
    scripts: () => scriptSources(repoDir, 'theme'), blocks: () => [],
    themeJson: () => (fs.existsSync(path.join(repoDir, 'theme/theme.json')) ? ['theme/theme.json'] : []), po: (locale) => `${locale}.po`,
  },
];

function tool(command, args) {
  const out = spawnSync(command, args, { cwd: repoDir, encoding: 'utf8' });
  if (out.error) throw new Error(`${command} is missing (Debian package gettext): ${out.error.message}`);
  if (out.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${out.stderr}`);
}

const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file) : null);

/**
 * Every translation file with the content a build gives it.
 * @returns {Array<{ file: string, content: Buffer, same: (old: Buffer) => boolean }>} paths relative to repoDir
 */
export function buildAll() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-i18n-'));
  const files = [];
  try {
    for (const d of domains) {
      const potFile = path.join(d.dir, `${d.domain}.pot`);
      let pot = makePot({ repoDir, domain: d.domain, packageName: d.packageName, php: d.php(), scripts: d.scripts(), blocks: d.blocks(), themeJson: d.themeJson() });
      // Keep the committed creation date when nothing else changed, so a build leaves an up-to-date .pot alone.
      const old = read(path.join(repoDir, potFile))?.toString('utf8');
      if (old && withoutDates(old) === withoutDates(pot)) pot = old;
      const potTmp = path.join(tmp, `${d.domain}.pot`);
      fs.writeFileSync(potTmp, pot);
      const sameText = (content) => (oldContent) => withoutDates(oldContent.toString('utf8')) === withoutDates(content.toString('utf8'));
      files.push({ file: potFile, content: Buffer.from(pot), same: sameText(Buffer.from(pot)) });
      for (const locale of locales) {
        const poFile = path.join(d.dir, d.po(locale));
        const base = poFile.replace(/\.po$/, '');
        const poTmp = path.join(tmp, path.basename(poFile));
        const moTmp = poTmp.replace(/\.po$/, '.mo');
        tool('msgmerge', ['--quiet', '--no-fuzzy-matching', '--add-location=file', '-o', poTmp, poFile, potTmp]);
        tool('msgfmt', ['--check', '-o', moTmp, poTmp]);
        const po = fs.readFileSync(poTmp);
        const mo = fs.readFileSync(moTmp);
        const php = Buffer.from(l10nPhp(readMo(mo), { domain: d.domain, source: path.basename(poFile), packageTag: d.packageTag }));
        files.push({ file: poFile, content: po, same: sameText(po) });
        files.push({ file: `${base}.mo`, content: mo, same: (oldContent) => oldContent.equals(mo) });
        files.push({ file: `${base}.l10n.php`, content: php, same: (oldContent) => oldContent.equals(php) });
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return files;
}

/** Files (relative paths) whose committed content is not what a build makes. */
export function staleFiles() {
  return buildAll().filter(({ file, same }) => {
    const old = read(path.join(repoDir, file));
    return !old || !same(old);
  }).map(({ file }) => file);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length) {
      console.error(`Translation files out of date (run npm run i18n and commit):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('i18n: the .pot, .po, .mo and .l10n.php files are up to date');
  } else {
    for (const { file, content, same } of buildAll()) {
      const old = read(path.join(repoDir, file));
      if (old && same(old)) continue;
      fs.writeFileSync(path.join(repoDir, file), content);
      console.log(`i18n: wrote ${file}`);
    }
  }
}
