// A local S3-compatible server for tests, the cluster and the bench: s3rver (it speaks the S3 REST protocol and checks
// access keys; Debian and this npm registry offer no full implementation such as MinIO or Garage).
// The objects live in a private folder under .wp/ and are gone on stop(). The plugin talks to it exactly as it talks
// to AWS S3: path-style URLs on a custom endpoint, the same as MinIO, Ceph or R2. s3rver does not check SigV4
// signatures, so it listens on a private port behind sigv4-check.mjs, which does.
// It runs in a child process (scripts/s3-server.mjs): the test runner waits on PHPUnit and Vitest with spawnSync,
// which would stall a server living in the runner's own event loop.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import { repoDir, workDir } from './paths.mjs';
import { startSignatureCheck } from './sigv4-check.mjs';
import { freePort, stopGroup } from './site.mjs';

/** s3rver's one account: any other key ID is refused (InvalidAccessKeyId), a wrong secret too (SignatureDoesNotMatch). */
export const s3Keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver with one bucket in a child process. Options: name (folder under .wp/s3), bucket, port (a free one by
 * default). Returns { endpoint, bucket, region, accessKeyId, secretAccessKey, directory, stop() }.
 */
export async function startS3({ name = 'test', bucket = 'yomu-test', port } = {}) {
  const directory = path.join(workDir, 's3', name);
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true });
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(repoDir, 'scripts/s3-server.mjs'), directory, bucket, String(listenPort)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the S3 server stopped (exit ${code})`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve(undefined));
  });
  return {
    endpoint: `http://127.0.0.1:${listenPort}`,
    bucket,
    region: 'us-east-1',
    ...s3Keys,
    directory,
    async stop() {
      await stopGroup(child);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * S3 stores an object whole or not at all. s3rver writes it in place and answers once the bytes have passed through
 * its checksum, not once they are on disk, so a HEAD right after a PUT could see a shorter file; and an upload whose
 * client was killed leaves a truncated object that a later PUT of the same key races (storage-migrate.test.ts's
 * killed run, once in CI). Here an object is written to a temporary file beside it, renamed over the key once
 * complete, and dropped when its upload ends early.
 */
export function storeObjectsWhole(store) {
  store.putObject = async function putObjectWhole(object) {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(objectPath), { recursive: true });
    const temp = `${objectPath}.${crypto.randomUUID()}.part`;
    const md5 = crypto.createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk, encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      if (Buffer.isBuffer(object.content)) {
        measure.end(object.content);
        await pipeline(measure, fs.createWriteStream(temp));
      } else await pipeline(object.content, measure, fs.createWriteStream(temp));
      await fs.promises.rename(temp, objectPath);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}

/** Runs s3rver and its signature check in this process until it is stopped (scripts/s3-server.mjs). */
export async function serveS3({ directory, bucket, port }) {
  const innerPort = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port: innerPort, directory, silent: true, configureBuckets: [{ name: bucket }] });
  storeObjectsWhole(server.store);
  await server.run();
  const front = await startSignatureCheck({ port, targetPort: innerPort, keyId: s3Keys.accessKeyId, secret: s3Keys.secretAccessKey });
  return async () => {
    await front.close();
    await server.close();
  };
}
