// @vitest-environment node
// The test S3 server stores an object whole or not at all, as S3 does (scripts/lib/s3.mjs storeObjectsWhole).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeObjectsWhole } from './s3.mjs';
import { freePort } from './site.mjs';

const BUCKET = 'whole';
let directory: string;
let base: string;
let server: S3rver;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-s3-whole-'));
  const port = await freePort();
  server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  storeObjectsWhole(server.store);
  await server.run();
  base = `http://127.0.0.1:${port}/${BUCKET}`;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** Bytes of every file the server keeps for a key (the object, a partial upload, its metadata); a file removed
 * while they are counted counts for nothing. */
function filesOf(key: string): number {
  return fs
    .readdirSync(path.join(directory, BUCKET))
    .filter((name) => name.startsWith(key))
    .reduce((sum, name) => sum + (fs.statSync(path.join(directory, BUCKET, name), { throwIfNoEntry: false })?.size ?? 0), 0);
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the test S3 server', () => {
  it('keeps nothing of an upload whose client went away mid-way, and stores the next upload of that key whole', async () => {
    const body = randomBytes(1 << 20);
    const request = http.request(`${base}/cut.bin`, { method: 'PUT', headers: { 'content-length': body.length } });
    request.on('error', () => {});
    request.write(body.subarray(0, 256 << 10));
    await until(() => filesOf('cut.bin') > 0, 'part of the upload has arrived');
    request.destroy();
    await until(() => filesOf('cut.bin') === 0, 'the cut upload is dropped');
    expect((await fetch(`${base}/cut.bin`, { method: 'HEAD' })).status).toBe(404);

    expect((await fetch(`${base}/cut.bin`, { method: 'PUT', body })).status).toBe(200);
    const head = await fetch(`${base}/cut.bin`, { method: 'HEAD' });
    expect(Number(head.headers.get('content-length'))).toBe(body.length);
    expect(head.headers.get('etag')).toBe(`"${createHash('md5').update(body).digest('hex')}"`);
  });
});
