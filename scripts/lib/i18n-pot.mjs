// Extracts a text domain's strings into a .pot with GNU gettext's xgettext: PHP sources as PHP; scripts (the
// islands' TypeScript, the block editor's plain JavaScript) first transpiled to plain JavaScript (xgettext's
// JavaScript parser stops at type annotations and JSX) and then read as JavaScript; a block.json's title and
// description as the editor script's __() calls that show them; a theme.json's preset names with the contexts
// WordPress translates them in (its theme-i18n.json). Locations name the file only, so moving a line leaves the
// .pot as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

// WordPress's gettext functions, as xgettext keyword specs (argument numbers; "c" marks the context).
const phpKeywords = [
  '__', '_e', 'esc_html__', 'esc_html_e', 'esc_attr__', 'esc_attr_e',
  '_x:1,2c', '_ex:1,2c', 'esc_html_x:1,2c', 'esc_attr_x:1,2c',
  '_n:1,2', '_nx:1,2,4c', '_n_noop:1,2', '_nx_noop:1,2,3c',
];

function walk(dir, test, skip = () => false) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (skip(full)) return [];
    if (entry.isDirectory()) return walk(full, test, skip);
    return test(entry.name) ? [full] : [];
  }).sort();
}

/** PHP files of the given folders (relative to repoDir), without tests, vendor code or built output. */
export function phpSources(repoDir, dirs) {
  const skip = (full) => /[\\/](tests|vendor|node_modules|dist|languages)$/.test(full) || fs.lstatSync(full).isSymbolicLink();
  return dirs.flatMap((dir) => walk(path.join(repoDir, dir), (name) => name.endsWith('.php'), skip))
    .map((file) => path.relative(repoDir, file));
}

/** Script files that ship (TypeScript or JavaScript, no tests, no declarations, no built output). */
export function scriptSources(repoDir, dir) {
  const skip = (full) => /[\\/](tests|vendor|node_modules|dist)$/.test(full) || fs.lstatSync(full).isSymbolicLink();
  return walk(path.join(repoDir, dir), (name) => /\.(tsx?|js)$/.test(name) && !/\.(test\.tsx?|d\.ts)$/.test(name), skip)
    .map((file) => path.relative(repoDir, file));
}

/** block.json files under a folder. */
export function blockJsonSources(repoDir, dir) {
  return walk(path.join(repoDir, dir), (name) => name === 'block.json').map((file) => path.relative(repoDir, file));
}

const jsKeywords = ['__', '_x:1,2c', '_n:1,2', '_nx:1,2,4c'];

// theme.json settings whose names WordPress translates, with the gettext context it uses for each.
const themeJsonPresets = [
  [['color', 'palette'], 'Color name'],
  [['color', 'gradients'], 'Gradient name'],
  [['color', 'duotone'], 'Duotone name'],
  [['typography', 'fontSizes'], 'Font size name'],
  [['typography', 'fontFamilies'], 'Font family name'],
  [['spacing', 'spacingSizes'], 'Space size name'],
  [['shadow', 'presets'], 'Shadow name'],
];

/** The _x() calls that stand for a theme.json's translatable preset names. */
function themeJsonCalls(json) {
  const settings = json?.settings ?? {};
  return themeJsonPresets.flatMap(([keys, context]) => {
    const list = keys.reduce((value, key) => value?.[key], settings);
    return Array.isArray(list) ? list.filter((item) => typeof item?.name === 'string' && item.name !== '')
      .map((item) => `_x(${JSON.stringify(item.name)}, ${JSON.stringify(context)});`) : [];
  });
}

function xgettext(cwd, args, files) {
  const out = spawnSync('xgettext', [...args, ...files], { cwd, encoding: 'utf8' });
  if (out.error) throw new Error(`xgettext is missing (Debian package gettext: bash scripts/install-system.sh gettext): ${out.error.message}`);
  if (out.status !== 0) throw new Error(`xgettext failed: ${out.stderr}`);
}

/**
 * Builds the .pot text for one domain from PHP and TypeScript sources (paths relative to repoDir).
 * @param {{ repoDir: string, domain: string, packageName: string, php: string[], scripts: string[], blocks: string[], themeJson?: string[] }} options
 */
export function makePot({ repoDir, domain, packageName, php, scripts, blocks, themeJson = [] }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-pot-'));
  try {
    const out = path.join(tmp, `${domain}.pot`);
    const common = [
      '--from-code=UTF-8', '--add-comments=translators:', '--add-location=file', '--sort-by-file',
      `--package-name=${packageName}`, '-o', out,
    ];
    if (php.length) {
      xgettext(repoDir, ['--language=PHP', ...phpKeywords.map((k) => `--keyword=${k}`), ...common], php);
    }
    const jsFiles = [...scripts, ...blocks, ...themeJson];
    if (jsFiles.length) {
      const jsDir = path.join(tmp, 'js');
      for (const file of blocks) {
        const block = JSON.parse(fs.readFileSync(path.join(repoDir, file), 'utf8'));
        const calls = [block.title, block.description].filter((text) => typeof text === 'string' && text !== '');
        fs.mkdirSync(path.dirname(path.join(jsDir, file)), { recursive: true });
        fs.writeFileSync(path.join(jsDir, file), calls.map((text) => `__(${JSON.stringify(text)});`).join('\n'));
      }
      for (const file of themeJson) {
        const calls = themeJsonCalls(JSON.parse(fs.readFileSync(path.join(repoDir, file), 'utf8')));
        fs.mkdirSync(path.dirname(path.join(jsDir, file)), { recursive: true });
        fs.writeFileSync(path.join(jsDir, file), calls.join('\n'));
      }
      for (const file of scripts) {
        const source = fs.readFileSync(path.join(repoDir, file), 'utf8');
        const js = ts.transpileModule(source, {
          fileName: file,
          compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
        }).outputText;
        fs.mkdirSync(path.dirname(path.join(jsDir, file)), { recursive: true });
        fs.writeFileSync(path.join(jsDir, file), js);
      }
      // --join-existing adds to the PHP strings; the header comes from the first run (or this one).
      const keywords = jsKeywords.map((k) => `--keyword=${k}`);
      xgettext(jsDir, ['--language=JavaScript', ...keywords, ...(php.length ? ['--join-existing'] : []), ...common], jsFiles);
    }
    return fs.readFileSync(out, 'utf8')
      .replace(/^# SOME DESCRIPTIVE TITLE\.\n# Copyright \(C\) YEAR .*\n# This file is distributed .*\n# FIRST AUTHOR .*\n#\n/m,
        `# Translation template for the ${domain} text domain, made by scripts/i18n.mjs (npm run i18n): do not edit.\n`)
      .replace(/^#, fuzzy\n/m, '')
      .replace('"Language-Team: LANGUAGE <LL@li.org>\\n"\n', '"Language-Team: \\n"\n')
      .replace('"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"\n', '"Last-Translator: \\n"\n')
      .replace('"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"\n', '"PO-Revision-Date: \\n"\n')
      .replace('"Content-Type: text/plain; charset=CHARSET\\n"', '"Content-Type: text/plain; charset=UTF-8\\n"')
      .replace(/"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"\n/, '')
      .replace(`"X-Domain: ${domain}\\n"\n`, '');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The text without the lines that change on every run (creation date), for "is it up to date" checks. */
export function withoutDates(text) {
  return text.replace(/^"POT-Creation-Date: .*"\n/m, '');
}
