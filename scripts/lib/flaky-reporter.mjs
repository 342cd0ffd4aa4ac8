// A Vitest reporter that names every test that passed only on a retry (the e2e layer retries once: a real browser
// on a shared machine has timing noise), in the log and in $YOMU_FLAKY_FILE, so a flaky test stays visible.
import fs from 'node:fs';
import path from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky) this.flaky.push(`${path.relative(process.cwd(), testCase.module.moduleId)} · ${testCase.fullName} (passed on retry ${diagnostic.retryCount})`);
  }

  onTestRunEnd() {
    if (!this.flaky.length) return;
    this.flaky.forEach((line) => console.log(`⚠ flaky: ${line}`));
    if (process.env.YOMU_FLAKY_FILE) fs.appendFileSync(process.env.YOMU_FLAKY_FILE, this.flaky.map((line) => `${line}\n`).join(''));
  }
}
