// Where things live: the repository, and the git-ignored folder that holds caches, sites and databases.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const workDir = path.join(repoDir, '.wp');
export const cacheDir = path.join(workDir, 'cache');
export const sitesDir = path.join(workDir, 'sites');
