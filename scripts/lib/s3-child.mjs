// startS3() in a child process of its own. s3rver is a JavaScript server: in the process that started it, it answers
// only while that process's event loop runs, and the test runners wait for Vitest and PHPUnit with spawnSync, so PHP's
// requests to a bucket served from there would hang. The child stops with its parent (stdin closes).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

if (process.argv[1] === self) {
  const { startS3 } = await import('./s3.mjs');
  const s3 = await startS3(JSON.parse(process.argv[2] ?? '{}'));
  const stop = async () => {
    await s3.stop();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop).resume();
  process.stdout.write(`${JSON.stringify(s3)}\n`);
}

/** As startS3(options) (scripts/lib/s3.mjs), with the server in a child process. */
export function startS3InChild(options = {}) {
  const child = spawn(process.execPath, [self, JSON.stringify(options)], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the S3 server exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!out.includes('\n')) return;
      const stop = () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done(undefined);
          child.removeAllListeners('exit');
          child.once('exit', () => done(undefined));
          child.kill('SIGTERM');
        });
      resolve({ ...JSON.parse(out), stop });
    });
  });
}
