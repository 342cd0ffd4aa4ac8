import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { blockAssets } from './scripts/lib/block-assets.mjs';
import { collectStrings } from './scripts/lib/i18n-strings.mjs';
import { offlineBuild } from './scripts/lib/offline-build.mjs';
import { thirdPartyLicenses } from './scripts/lib/third-party-licenses.mjs';
import { eagerCommonJs } from './scripts/lib/eager-commonjs.mjs';

// Lists every __() string next to the manifest, for php-bridge's catalogue.
function i18nStrings(): Plugin {
  return {
    name: 'yomu-i18n-strings',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'i18n-strings.json', source: JSON.stringify(collectStrings('src')) });
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [eagerCommonJs(), i18nStrings(), blockAssets(), offlineBuild(), thirdPartyLicenses()],
  build: {
    // In the plugin, with php-bridge: the plugin's islands mount under any theme (DESIGN.md §1).
    outDir: 'plugin/dist',
    emptyOutDir: true,
    manifest: true,
    // Source maps (with the original sources) ship in the theme zip for the GPL; 'hidden' leaves out the
    // sourceMappingURL comment, so the built files and what a browser fetches stay byte for byte the same.
    sourcemap: 'hidden',
    target: 'es2020',
    // CSS as written (logical properties, :is()): no :lang() and :-webkit-any() copies of every rule for browsers
    // from before 2021, which would double the stylesheet and the CSS inlined in every page's head.
    cssTarget: ['chrome89', 'edge89', 'firefox89', 'safari15'],
    rolldownOptions: {
      // The loader (its CSS is the Yomu theme's), and the plugin's islands' styles for any other theme.
      input: { main: 'src/main.ts', admin: 'src/admin/main.ts', 'plugin-islands': 'src/plugin-islands.css' },
      output: {
        // Keep the libraries' /*! … */ and @license comments (Vite drops them when it minifies).
        comments: { legal: true },
        // React and react-dom/client are one shared chunk that every island imports (DESIGN.md §4).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // What most islands share, in two files: fewer requests and one gzip dictionary each. The React
            // islands' runtime imports React; the plain helpers do not, so the islands written without React (the
            // header's own code, go-to-top, views) load no React.
            // What runs before the first image (main.ts): the gestures kept for islands, and press.ts, which the
            // runtime below reads too; they stay out of it, or the entry would import the runtime, and React with it.
            // Vite's preload helper (the entry's import of boot.ts and every island's imports use it) comes with them
            // rather than as a request of its own.
            { name: 'early', test: /src[\\/]lib[\\/]islands[\\/](early-reach|press)\.|vite[\\/]preload-helper/ },
            // The compiler's helpers (class fields, for the es2020 target) go with the plain helpers, which come first:
            // a group takes what its modules import, and in the React runtime's they made the reader's first view
            // import React.
            { name: 'islands-lib', test: /src[\\/]lib[\\/](i18n|api[\\/](client|views)|scroll|focus-trap)\.|@oxc-project\+runtime/ },
            { name: 'islands-runtime', test: /src[\\/]lib[\\/]islands[\\/](mount-react|adopt|server-element|keep-focus)\./ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    cors: true,
    origin: 'http://127.0.0.1:5173',
  },
  test: {
    projects: [
      {
        extends: true,
        // Worker threads start jsdom files faster than forked processes (about a fifth less CPU).
        test: { name: 'unit', environment: 'jsdom', pool: 'threads', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'], setupFiles: ['src/test-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30000,
          // beforeAll seeds through WP-CLI-style PHP processes (and takes a PHP log mark, one more WordPress boot):
          // 10 s is not enough on a loaded machine.
          hookTimeout: 30000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Cross-node behaviour, against `npm run cluster`'s topology (scripts/lib/cluster.mjs): scripts/test.mjs and
          // `node scripts/try.mjs --cluster` start it.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 30000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Property-based fuzz (fast-check) of every entry point, against the newest-WordPress SQLite site after
          // its other layers. Seeds and re-running one: README.md "Fuzz".
          name: 'fuzz',
          environment: 'node',
          include: ['tests/fuzz/**/*.test.ts'],
          globalSetup: ['tests/fuzz/summary.ts'],
          testTimeout: 600000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One retry, so the log shows a second attempt of a test that broke; a pass on the retry still fails
          // the run (scripts/lib/flaky-reporter.mjs, counted and listed by npm test and try.mjs).
          retry: 1,
          // A page under a loaded CI machine can take seconds to load its islands; expect.poll's default of 1 s
          // failed a player that was only slow to load (ci on b17c5f6). Conditions still end a poll early.
          expect: { poll: { timeout: 15000 } },
          testTimeout: 60000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
    ],
  },
});
