// A private MariaDB server: its own data folder and socket under .wp/, started and stopped by us.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { workDir } from './paths.mjs';

const rootArgs = () => (process.getuid?.() === 0 ? ['--user=root'] : []);

async function waitForSocket(socket, child, ms = 30000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`mariadbd exited with ${child.exitCode}`);
    if (fs.existsSync(socket)) {
      try {
        execFileSync('mariadb', ['--socket', socket, '-uroot', '-e', 'SELECT 1'], { stdio: 'ignore' });
        return;
      } catch {
        // not ready yet
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('MariaDB did not start in time');
}

/** Starts (initialising on first use) a MariaDB server named `name`; returns { socket, stop(), createDatabase(db) }. */
export async function startMariaDb(name = 'mariadb') {
  const base = path.join(workDir, name);
  const dataDir = path.join(base, 'data');
  const socket = path.join(base, 'mysqld.sock');
  fs.mkdirSync(base, { recursive: true });
  if (!fs.existsSync(path.join(dataDir, 'mysql'))) {
    execFileSync('mariadb-install-db', [`--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...rootArgs()], {
      stdio: 'ignore',
    });
  }
  fs.rmSync(socket, { force: true });
  const child = spawn(
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--pid-file=${path.join(base, 'mysqld.pid')}`,
      `--log-error=${path.join(base, 'error.log')}`,
      '--innodb-buffer-pool-size=256M',
      ...rootArgs(),
    ],
    { stdio: 'ignore' },
  );
  await waitForSocket(socket, child);
  return {
    socket,
    createDatabase(db, { fresh = false } = {}) {
      const sql = `${fresh ? `DROP DATABASE IF EXISTS \`${db}\`; ` : ''}CREATE DATABASE IF NOT EXISTS \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; CREATE USER IF NOT EXISTS 'yomu'@'localhost' IDENTIFIED BY 'yomu'; GRANT ALL ON \`${db}\`.* TO 'yomu'@'localhost';`;
      execFileSync('mariadb', ['--socket', socket, '-uroot', '-e', sql], { stdio: 'inherit' });
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
