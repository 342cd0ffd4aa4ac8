// The PHP warnings, notices, deprecations and fatals a site logged (WP_DEBUG_LOG writes them to debug.log).
import fs from 'node:fs';
import path from 'node:path';

/** Lines of the site's debug.log that report a PHP problem ([] without a log). */
export function phpProblemLines(siteDir) {
  const log = path.join(siteDir, 'debug.log');
  if (!fs.existsSync(log)) return [];
  return fs.readFileSync(log, 'utf8').split('\n').filter((line) => /PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/.test(line));
}
