// The lint layer, one list for both `npm run lint` (scripts/lint.mjs) and `npm test` (scripts/test.mjs).
export const lintSteps = [
  ['php lint, phpcs, phpstan', 'bash', ['scripts/lint-php.sh']],
  ['tsc', 'npx', ['tsc', '--noEmit']],
  ['eslint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['dependencies', 'node', ['scripts/check-deps.mjs']],
  // --no-theme-uses: plugin/src names nothing of the theme's (php-bridge ships in the plugin).
  ['folder cycles', 'node', ['scripts/check-cycles.mjs', '--no-theme-uses']],
];
