// The demo content of `npm start`: runs scripts/wp/seed.php on a site. The PHP side records that it ran in
// the option yomu_demo_seeded, so this is a quick no-op on every later start of the same site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoDir } from './paths.mjs';

/** Seeds the demo content into the site at siteDir unless it is there already; rejects when seeding fails.
 * Its image chapters are queued for the background worker that builds WebP/AVIF variants; queueVariants: false
 * builds the first image chapter's at once and leaves the others without (the bench, which must not measure a
 * site busy building). */
export function seedDemoOnce(siteDir, { queueVariants = true } = {}) {
  return new Promise((resolve, reject) => {
    const args = ['-d', 'memory_limit=512M', path.join(repoDir, 'scripts/wp/seed.php'), siteDir];
    if (!queueVariants) args.push('--no-variant-queue');
    const child = spawn('php', args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Seeding the demo content failed (php exited with ${code}).`))));
  });
}
