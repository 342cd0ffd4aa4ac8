// npm run lint: the lint layer of npm test on its own: PHP (php -l, PHPCS, PHPStan), tsc, ESLint.
import { spawnSync } from 'node:child_process';
import { repoDir } from './lib/paths.mjs';

const steps = [
  ['bash', ['scripts/lint-php.sh']],
  ['npx', ['tsc', '--noEmit']],
  ['npx', ['eslint', '.', '--max-warnings=0']],
];
let failed = 0;
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { cwd: repoDir, stdio: 'inherit' });
  if (status !== 0) failed++;
}
console.log(failed ? `lint: ${failed} of ${steps.length} steps failed` : 'lint: all steps passed');
process.exit(failed ? 1 : 0);
