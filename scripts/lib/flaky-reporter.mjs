// A Vitest reporter that fails the run for every test that passed only on a retry. The e2e layer retries once so
// the log shows both attempts of a test that broke (a real browser on a shared machine), but a pass on the retry
// is still a failure: the test is named here, in $YOMU_FLAKY_FILE (scripts/test.mjs counts and lists it with the
// failures), and the run exits with 1 (scripts/try.mjs, a bare `npx vitest run`).
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    // The failed attempt's error: the default reporter shows a test that passed on its retry as passed.
    const first = stripVTControlCharacters(String(testCase.result().errors?.[0]?.message ?? '')).split('\n').slice(0, 3).join(' | ').slice(0, 400);
    this.flaky.push({ test: `${path.relative(process.cwd(), testCase.module.moduleId)} · ${testCase.fullName} (failed, then passed on retry ${diagnostic.retryCount})`, reason: first });
  }

  onTestRunEnd() {
    if (!this.flaky.length) return;
    this.flaky.forEach(({ test, reason }) => console.log(`✗ passed only on a retry, counted as failed: ${test}\n    ${reason}`));
    // One JSON object a line: { test, reason }.
    if (process.env.YOMU_FLAKY_FILE) fs.appendFileSync(process.env.YOMU_FLAKY_FILE, this.flaky.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    process.exitCode = 1;
  }
}
