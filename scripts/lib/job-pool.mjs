// npm test's jobs run side by side, a few at a time: a site-bound layer keeps about one core busy (one request in
// flight), so two jobs on two cores finish in a little over half the time. Each job writes to its own log, printed
// whole when the job ends, so the CI log reads job by job.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoDir } from './paths.mjs';

/**
 * One job's log: say() writes a line, run() a command's output.
 * @param {string} file
 */
export function jobLog(file) {
  const fd = fs.openSync(file, 'w');
  return {
    file,
    fd,
    say: (/** @type {string} */ line) => fs.writeSync(fd, `${line}\n`),
    /**
     * Runs a command to its end, its output into this log; resolves whether it exited with 0.
     * @param {string} command
     * @param {string[]} args
     * @param {Record<string, string>} [env]
     */
    run: (command, args, env = {}) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: repoDir, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
        child.on('error', () => resolve(false));
        child.on('exit', (code) => resolve(code === 0));
      }),
  };
}

/**
 * Runs jobs { name, browser?, work(log) }, at most `lanes` at once, in the order given (longest first keeps the
 * last lane short); a browser job waits for another one to end while other work is left to pair it with, since two
 * Chromiums on two cores slow each other's pages more than they gain. Each log is printed when its job ends; a job
 * that throws is reported to failed(name).
 * @param {{ name: string, browser?: boolean, work: (log: ReturnType<typeof jobLog>) => Promise<void> }[]} jobs
 * @param {{ lanes: number, logDir: string, failed: (name: string) => void }} options
 */
export async function runJobs(jobs, { lanes, logDir, failed }) {
  const waiting = [...jobs];
  const running = new Set();
  fs.mkdirSync(logDir, { recursive: true });

  function next() {
    const browserBusy = [...running].some((job) => job.browser);
    const index = waiting.findIndex((job) => !(job.browser && browserBusy));
    return waiting.splice(index === -1 ? 0 : index, 1)[0];
  }

  async function lane() {
    for (let job = next(); job; job = next()) {
      running.add(job);
      const log = jobLog(path.join(logDir, `${job.name.replace(/\W+/g, '-')}.log`));
      const began = Date.now();
      console.log(`… ${job.name} started`);
      try {
        await job.work(log);
      } catch (error) {
        log.say(`✗ ${job.name} stopped: ${error instanceof Error ? error.stack : String(error)}`);
        failed(job.name);
      } finally {
        running.delete(job);
        fs.closeSync(log.fd);
        process.stdout.write(`\n━━━━ ${job.name} (${((Date.now() - began) / 1000).toFixed(0)} s)\n${fs.readFileSync(log.file, 'utf8')}`);
      }
    }
  }

  await Promise.all(Array.from({ length: lanes }, lane));
}
