// The PHP warnings, notices, deprecations and fatals a site logged (WP_DEBUG_LOG writes them to debug.log).
import fs from 'node:fs';
import path from 'node:path';

const problem = /PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/;

export const phpLogPath = (siteDir) => path.join(siteDir, 'debug.log');

/** Lines of the site's debug.log that report a PHP problem ([] without a log). */
export function phpProblemLines(siteDir) {
  const log = phpLogPath(siteDir);
  if (!fs.existsSync(log)) return [];
  return fs.readFileSync(log, 'utf8').split('\n').filter((line) => problem.test(line));
}

/** The problem lines of debug.log from byte `offset` on (the log must exist and not have shrunk below it). */
export function phpProblemLinesFrom(siteDir, offset) {
  const log = phpLogPath(siteDir);
  if (!fs.existsSync(log)) throw new Error(`${log} is gone: the site's PHP log cannot be checked`);
  const text = fs.readFileSync(log);
  if (text.length < offset) throw new Error(`${log} shrank below the position taken before the test: the log cannot be checked`);
  return text.subarray(offset).toString('utf8').split('\n').filter((line) => problem.test(line));
}
