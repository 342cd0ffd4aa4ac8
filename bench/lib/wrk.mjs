// Runs wrk (Debian's package) against one URL and parses its summary.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

function millis(text) {
  const match = /([\d.]+)(us|ms|s)/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/**
 * Loads url for `seconds` with `connections` connections. Options: host (Host header), body (a POST
 * body, form-encoded), cookie, headers (more request headers, name → value). Returns { rps, p50, p90, p99 (ms), requests, errors (non-2xx/3xx + socket) }.
 */
export async function wrk(url, { host, body, cookie, headers = {}, seconds = 8, connections = 8 } = {}) {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  if (host) args.push('-H', `Host: ${host}`);
  if (cookie) args.push('-H', `Cookie: ${cookie}`);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  let script = '';
  if (body !== undefined) {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-wrk-')), 'post.lua');
    fs.writeFileSync(
      script,
      `wrk.method = "POST"\nwrk.body = ${JSON.stringify(body)}\nwrk.headers["Content-Type"] = "application/x-www-form-urlencoded"\n`,
    );
    args.push('-s', script);
  }
  const { stdout } = await run('wrk', [...args, url], { maxBuffer: 1 << 20 });
  if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
  return wrkSummary(stdout);
}

/** wrk's summary (its --latency output) as numbers: { rps, p50, p90, p99 (ms), requests, errors }. */
export function wrkSummary(stdout) {
  const number = (pattern) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const requests = number(/(\d+) requests in/);
  // No finished request (a run shorter than the first answer on a loaded machine) is no measure, not 0 req/s.
  return {
    rps: requests ? number(/Requests\/sec:\s+([\d.]+)/) : Number.NaN,
    // The distribution's own lines: a thread's "+/- Stdev" (say 75.50%) also ends in 50%, before the next line.
    p50: millis(/^\s*50%\s+(\S+)/m.exec(stdout)?.[1] ?? ''),
    p90: millis(/^\s*90%\s+(\S+)/m.exec(stdout)?.[1] ?? ''),
    p99: millis(/^\s*99%\s+(\S+)/m.exec(stdout)?.[1] ?? ''),
    requests,
    errors: number(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}
