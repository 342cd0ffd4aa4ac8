// WordPress core from Debian's archive, unpacked once into the cache: the pinned .debs are fetched with apt-get
// (a private apt state under the cache, so the machine's own sources and lists stay as they are), checked against
// their pinned SHA-256, unpacked side by side, and /usr/share/wordpress copied out with Debian's symlinks to its
// shared libraries (PHPMailer, getID3, underscore, lodash, jQuery UI, cropper) replaced by the files they point at.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir } from './paths.mjs';
import { debianWordPress } from './pinned.mjs';

const aptDir = path.join(cacheDir, `apt-${debianWordPress.suite}`);

function aptOptions() {
  return [
    '-o', `Dir::Etc::SourceList=${path.join(aptDir, 'sources.list')}`,
    '-o', 'Dir::Etc::SourceParts=/dev/null',
    '-o', `Dir::State::Lists=${path.join(aptDir, 'lists')}`,
    '-o', `Dir::Cache=${path.join(aptDir, 'cache')}`,
    '-o', 'APT::Sandbox::User=root',
    '-qq',
  ];
}

function sha256Of(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

function debFile(deb) {
  return path.join(aptDir, 'debs', `${deb.name}_${deb.version.replace(/^\d+:/, '')}_all.deb`);
}

/** Downloads the pinned .debs that are not in the cache yet (one apt-get update of the suite's index first). */
function fetchDebs() {
  const missing = debianWordPress.debs.filter((deb) => !fs.existsSync(debFile(deb)) || sha256Of(debFile(deb)) !== deb.sha256);
  if (!missing.length) return;
  console.log(`Fetching WordPress ${debianWordPress.wordpressVersion} from Debian ${debianWordPress.suite}…`);
  for (const sub of ['lists/partial', 'cache/archives/partial', 'debs']) fs.mkdirSync(path.join(aptDir, sub), { recursive: true });
  fs.writeFileSync(
    path.join(aptDir, 'sources.list'),
    `deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian ${debianWordPress.suite} main\n`,
  );
  execFileSync('apt-get', [...aptOptions(), 'update'], { stdio: 'inherit' });
  const specs = missing.map((deb) => `${deb.name}=${deb.version}`);
  try {
    execFileSync('apt-get', [...aptOptions(), 'download', ...specs], { cwd: path.join(aptDir, 'debs'), stdio: 'inherit' });
  } catch (error) {
    throw new Error(
      `Debian ${debianWordPress.suite} no longer has ${specs.join(' ')}: pin the versions it has now in scripts/lib/pinned.mjs (apt-cache policy wordpress).`,
      { cause: error },
    );
  }
  for (const deb of missing) {
    const actual = fs.existsSync(debFile(deb)) ? sha256Of(debFile(deb)) : 'missing';
    if (actual !== deb.sha256) {
      fs.rmSync(debFile(deb), { force: true });
      throw new Error(`${deb.name}_${deb.version}: checksum mismatch (${actual})`);
    }
  }
}

/** Copies a tree, replacing each symlink by what it points at inside root (relative links) or on the host. */
function copyResolved(from, to, root, skip = new Set()) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copyResolved(source, target, root);
    } else if (entry.isSymbolicLink()) {
      const link = fs.readlinkSync(source);
      const inRoot = path.isAbsolute(link) ? path.join(root, link) : path.resolve(path.dirname(source), link);
      const real = fs.existsSync(inRoot) ? inRoot : link;
      if (!fs.existsSync(real)) throw new Error(`${source} points at ${link}, which no unpacked package holds`);
      fs.cpSync(real, target, { recursive: true, dereference: true });
    } else {
      fs.copyFileSync(source, target);
    }
  }
}

/** Returns the folder of a complete WordPress core as Debian ships it (its own wp-config.php and .htaccess left out). */
export function ensureDebianWordPressCore() {
  const dir = path.join(cacheDir, `wordpress-${debianWordPress.wordpressVersion}`);
  if (fs.existsSync(path.join(dir, 'wp-includes/version.php'))) return dir;

  fetchDebs();
  const root = fs.mkdtempSync(path.join(cacheDir, 'deb-'));
  for (const deb of debianWordPress.debs) execFileSync('dpkg-deb', ['-x', debFile(deb), root]);
  const stage = path.join(root, 'core');
  copyResolved(path.join(root, 'usr/share/wordpress'), stage, root, new Set(['wp-config.php', '.htaccess']));
  fs.renameSync(stage, dir);
  fs.rmSync(root, { recursive: true, force: true });
  return dir;
}
