import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'vendor/', '.wp/', 'plugin/dist/', 'dist/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' } },
  },
  {
    // Benchmarks run in Node and pass functions to the browser (page.evaluate), so both sets of globals.
    files: ['bench/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
        Buffer: 'readonly', performance: 'readonly', document: 'readonly', window: 'readonly', PerformanceObserver: 'readonly', MutationObserver: 'readonly',
        requestAnimationFrame: 'readonly', location: 'readonly',
      },
    },
  },
);
