// The site under test, as started by scripts/test.mjs (which sets these variables), plus small helpers.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { phpLogPath, phpProblemLinesFrom } from '../../scripts/lib/php-log.mjs';
import { fixture } from './fixture';
import { site } from './site-env';

export { site };

export function ajax(fields: Record<string, string>, init: { cookie?: string } = {}) {
  return fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: init.cookie ? { cookie: init.cookie } : {},
  });
}

/** Signs in through wp-login.php and returns the cookie header for later requests. */
export async function login(user: string, password: string): Promise<string> {
  const response = await fetch(`${site.url}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
    body: new URLSearchParams({ log: user, pwd: password, testcookie: '1', 'wp-submit': 'Log In' }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.some((c) => c.startsWith('wordpress_logged_in_'))) throw new Error(`login failed for ${user} (${response.status})`);
  return cookies.join('; ');
}

/** A position in the site's PHP log, taken by phpLogMark(). */
export interface PhpLogMark {
  offset: number;
}

/**
 * Writes a marker line through the site's own PHP error log (WordPress loaded, WP_DEBUG_LOG in force) and returns
 * the position right after it. Fails when the marker does not reach debug.log: a site that logs nowhere, or
 * elsewhere, cannot pass a "no PHP warnings" check by having an empty or absent file.
 */
export function phpLogMark(): PhpLogMark {
  const marker = `yomu-test-log-mark ${randomUUID()}`;
  fixture('log_line', { line: marker });
  const log = phpLogPath(site.dir);
  const text = fs.existsSync(log) ? fs.readFileSync(log) : Buffer.alloc(0);
  const at = text.lastIndexOf(marker);
  if (at < 0) throw new Error(`The site's PHP log (${log}) did not receive a marker line: the site logs PHP messages nowhere the tests can read.`);
  const end = text.indexOf('\n', at);
  return { offset: end < 0 ? text.length : end + 1 };
}

/** The PHP warnings, notices, deprecations and fatals the site logged since the mark (WP_DEBUG_LOG). */
export function phpProblemsSince(mark: PhpLogMark): string[] {
  return phpProblemLinesFrom(site.dir, mark.offset);
}
