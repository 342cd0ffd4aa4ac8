// A private Redis server (Debian's redis-server) for a test site's object cache, the cluster and the bench: no
// persistence, listening on a unix socket in its own folder under .wp/redis/NAME, gone on stop().
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { workDir } from './paths.mjs';

async function waitForPing(socket, child, ms = 15000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (fs.existsSync(socket)) {
      try {
        if (execFileSync('redis-cli', ['-s', socket, 'PING'], { encoding: 'utf8' }).trim() === 'PONG') return;
      } catch {
        // not ready yet
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Redis did not start in time');
}

/**
 * Starts redis-server named `name` (folder .wp/redis/NAME); with `port` it also listens on 127.0.0.1:port, otherwise
 * only on the socket, which only this user may open (PHP workers running as another user, such as php-fpm's
 * www-data, need the port). Returns { host, port, socket, dir, stop() }: host and port are '' and 0 without TCP.
 */
export async function startRedis({ name = 'redis', port = 0 } = {}) {
  const dir = path.join(workDir, 'redis', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const socket = path.join(dir, 'redis.sock');
  const child = spawn(
    'redis-server',
    [
      '--port', String(port),
      '--bind', '127.0.0.1',
      '--unixsocket', socket,
      '--unixsocketperm', '700',
      '--dir', dir,
      '--save', '',
      '--appendonly', 'no',
      '--daemonize', 'no',
      '--logfile', path.join(dir, 'redis.log'),
      '--maxmemory', '256mb',
      '--maxmemory-policy', 'allkeys-lru',
    ],
    { stdio: 'ignore' },
  );
  await waitForPing(socket, child);
  return {
    host: port ? '127.0.0.1' : '',
    port,
    socket,
    dir,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve(undefined);
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
