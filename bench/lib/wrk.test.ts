// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wrkSummary } from './wrk.mjs';

// wrk 4's --latency output, its thread stats ending in 50% and 90% as they often do.
const OUTPUT = `Running 8s test @ http://127.0.0.1:8080/
  2 threads and 8 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    95.00ms   12.34ms   1.20s    75.50%
    Req/Sec    41.23      8.90    60.00     68.90%
  Latency Distribution
     50%   93.10ms
     75%  100.00ms
     90%  110.20ms
     99%    1.05s
  600 requests in 8.00s, 1.00MB read
  Non-2xx or 3xx responses: 12
Requests/sec:     75.00
Transfer/sec:    128.00KB
`;

describe('wrkSummary', () => {
  it('reads the latency distribution, not the thread stats before it', () => {
    expect(wrkSummary(OUTPUT)).toEqual({ rps: 75, p50: 93.1, p90: 110.2, p99: 1050, requests: 600, errors: 12 });
  });

  it('counts socket errors with the non-2xx answers', () => {
    expect(wrkSummary(`${OUTPUT}  Socket errors: connect 1, read 2, write 0, timeout 3\n`).errors).toBe(18);
  });

  it('has no rate when no request finished', () => {
    expect(wrkSummary('  0 requests in 8.00s, 0B read\n').rps).toBeNaN();
  });
});
