// Two build outputs for offline chapters (issue 18): the service worker, bundled on its own as one classic script
// with a fixed name (plugin/dist/sw.js, served by theme/inc/offline.php), and offline-assets.json, the built scripts
// and styles a saved chapter may need (store.ts caches them with the chapter).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

export function offlineBuild() {
  let outDir = 'plugin/dist';
  return {
    name: 'yomu-offline',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the CSS plugin has dropped the empty chunks of CSS-only modules: only files that exist. The plugin's
    // islands' stylesheet for other themes never loads under the Yomu theme, whose service worker this is; wp-admin's
    // loader and islands (src/admin/) never load on the site's pages.
    writeBundle(_options, bundle) {
      const adminOnly = (file) => file.type === 'chunk' && file.moduleIds.length > 0 && file.moduleIds.every((id) => id.includes('/src/admin/'));
      const files = Object.keys(bundle)
        .filter((name) => /\.(js|css)$/.test(name) && !name.startsWith('blocks/') && !name.startsWith('assets/plugin-islands-') && !adminOnly(bundle[name]))
        .sort();
      fs.writeFileSync(path.join(outDir, 'offline-assets.json'), JSON.stringify(files));
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: 'hidden',
          target: 'es2020',
          copyPublicDir: false,
          lib: { entry: 'src/sw/sw.ts', formats: ['iife'], name: 'yomuServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
