// npm run lint: the lint layer of npm test on its own (scripts/lib/lint-steps.mjs): PHP (php -l, PHPCS, PHPStan), tsc,
// ESLint and the unused-dependency check.
import { spawnSync } from 'node:child_process';
import { lintSteps } from './lib/lint-steps.mjs';
import { repoDir } from './lib/paths.mjs';

let failed = 0;
for (const [name, command, args] of lintSteps) {
  console.log(`\n━━ ${name}`);
  const { status } = spawnSync(command, args, { cwd: repoDir, stdio: 'inherit' });
  if (status !== 0) failed++;
}
console.log(failed ? `lint: ${failed} of ${lintSteps.length} steps failed` : 'lint: all steps passed');
process.exit(failed ? 1 : 0);
