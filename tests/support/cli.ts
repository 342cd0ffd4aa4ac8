// WP-CLI from Composer (vendor/bin/wp) run against the site under test, and a ZIP of chapter folders with real
// images drawn by PHP's GD, for the `wp yomu …` tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fixture } from './fixture';
import { site } from './site';

const wpBin = path.resolve(__dirname, '../../vendor/bin/wp');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `wp yomu …` against the test site, in the site's language (Turkish). */
export function wpYomu(...args: string[]): CliRun {
  return run([], args);
}

/** Runs `wp yomu …` with WordPress's locale set to English for this run, for tests that read the report's text. */
export function wpYomuInEnglish(...args: string[]): CliRun {
  return run(['--exec=WP_CLI::add_wp_hook( "locale", static fn () => "en_US" );'], args);
}

function run(globals: string[], args: string[]): CliRun {
  const result = spawnSync(wpBin, ['--allow-root', `--path=${site.dir}`, ...globals, 'yomu', ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Writes a ZIP to the temp folder whose chapter folders are listed out of natural order ("Chapter 10 -- Finale",
 * "Chapter 2", "Chapter 1"), each with pages named 1, 2 and 10 (PNG and JPEG), every page a different width.
 * Returns the path; the widths of each chapter's pages in reading order are `widths(chapter)`.
 */
export function chapterZip(): string {
  return fixture('cli_chapter_zip', {});
}

/** The page widths chapterZip() drew for a chapter (10, 20 or 30), in reading order (pages 1, 2, 10). */
export function widths(chapter: number): number[] {
  return [1, 2, 10].map((page) => 100 + chapter + page);
}

/**
 * Starts `wp yomu …` in English without waiting for it, in a process group of its own (vendor/bin/wp is a shell
 * script that runs PHP as its child): `killGroup()` ends both at once, as kill -9 of the whole command would.
 */
export function spawnWpYomuInEnglish(...args: string[]): { child: ChildProcess; killGroup: () => void } {
  const child = spawn(wpBin, ['--allow-root', `--path=${site.dir}`, '--exec=WP_CLI::add_wp_hook( "locale", static fn () => "en_US" );', 'yomu', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return { child, killGroup: () => process.kill(-child.pid!, 'SIGKILL') };
}
