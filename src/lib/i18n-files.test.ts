// @vitest-environment node
// The translation files (issue 15): each .pot holds the strings of its domain's PHP and script sources as
// xgettext extracts them, with translator comments; every island string php-bridge translates is in the plugin's
// .pot (the plugin ships the islands); the .l10n.php WordPress loads holds exactly the messages of the .mo built from the .po; and every
// committed file is what `npm run i18n` builds (a string added to the code without a rebuild fails here).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMo } from '../../scripts/lib/i18n-l10n-php.mjs';
import { collectStrings } from '../../scripts/lib/i18n-strings.mjs';
import { staleFiles } from '../../scripts/i18n.mjs';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The .pot entry (comments, references, msgid…) of a source string, or '' when it is missing. A long msgid is
 * wrapped over several quoted lines (msgid "" then "…" lines): read as one. */
function entry(pot: string, msgid: string): string {
  const wanted = `msgid ${JSON.stringify(msgid)}\n`;
  return pot.split('\n\n').find((block) => {
    const unwrapped = block.replace(/"\n"/g, '');
    return unwrapped.includes(`\n${wanted}`) || unwrapped.startsWith(wanted);
  }) ?? '';
}

describe('the .pot files', () => {
  const core = read('plugin/languages/yomu-core.pot');
  const theme = read('theme/languages/yomu.pot');

  it('yomu-core: PHP strings with translator comments and plurals, editor scripts, block.json titles and the islands\' TypeScript', () => {
    expect(entry(core, 'Remove %s from history')).toContain('#. translators: %s: manga title.');
    expect(entry(core, 'Remove %s from history')).toContain('#: plugin/src/Account/LibraryView.php');
    expect(core).toMatch(/msgid "%s comment"\nmsgid_plural "%s comments"/);
    expect(entry(core, 'Add question')).toContain('plugin/blocks/faq/editor.js');
    expect(entry(core, 'FAQ cards')).toContain('plugin/blocks/faq/block.json');
    expect(entry(core, 'Reverse order')).toContain('src/islands/chapter-list/chapter-list.tsx');
    const islandStrings = collectStrings(path.join(root, 'src'));
    expect(islandStrings.length).toBeGreaterThan(20);
    expect(islandStrings.filter((text) => entry(core, text) === '')).toEqual([]);
    // Theme strings stay out of the plugin's domain.
    expect(entry(core, 'Skip to content')).toBe('');
  });

  it('yomu: theme PHP and theme.json', () => {
    expect(entry(theme, 'Skip to content')).toMatch(/#: theme\//);
    expect(entry(theme, '%s result')).toContain('#. translators: %s: number of results.');
    // Island strings stay out of the theme's domain.
    expect(entry(theme, 'Show less')).toBe('');
    // theme.json preset names, in the gettext context WordPress translates them with.
    expect(theme).toMatch(/#: theme\/theme\.json\nmsgctxt "Color name"\nmsgid "Background"\n/);
  });
});

describe('the built files', () => {
  it('each .l10n.php holds exactly the messages of its .mo', () => {
    const bases = ['plugin/languages/yomu-core-tr_TR', 'plugin/languages/yomu-core-ar', 'theme/languages/tr_TR', 'theme/languages/ar'];
    // One PHP process reads them all: on a loaded machine each start took over a second.
    const script = 'echo json_encode( array_map( fn ( $file ) => ( include $file )["messages"], array_slice( $argv, 1 ) ) );';
    const files = bases.map((base) => path.join(root, `${base}.l10n.php`));
    const messages = JSON.parse(execFileSync('php', ['-r', script, ...files], { encoding: 'utf8' })) as Record<string, string>[];
    bases.forEach((base, i) => {
      const mo = readMo(fs.readFileSync(path.join(root, `${base}.mo`)));
      mo.delete('');
      expect(Object.entries(messages[i]).sort()).toEqual([...mo].filter(([, text]) => text !== '').sort());
      expect(mo.size).toBeGreaterThan(50);
    });
  }, 30000);

  it('the Turkish .l10n.php files carry a PHP and an island translation from their .po', () => {
    expect(read('theme/languages/tr_TR.po')).toMatch(/msgid "Back to top"\nmsgstr "Başa dön"/);
    expect(read('theme/languages/tr_TR.l10n.php')).toContain("'Back to top'");
    expect(read('theme/languages/tr_TR.l10n.php')).toContain("'Başa dön'");
    expect(read('plugin/languages/yomu-core-tr_TR.l10n.php')).toContain("'Go to top'");
    expect(read('plugin/languages/yomu-core-tr_TR.l10n.php')).toContain("'Yukarı çık'");
  });

  it('every .pot, .po, .mo and .l10n.php is what npm run i18n builds', () => {
    expect(staleFiles(), 'run npm run i18n and commit the files it writes').toEqual([]);
  }, 60000);
});
