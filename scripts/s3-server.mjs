// The test S3 server's process (started by scripts/lib/s3.mjs startS3()): `node scripts/s3-server.mjs DIR BUCKET PORT`.
// Prints "ready" once it answers; SIGTERM stops it.
import { serveS3 } from './lib/s3.mjs';

const [directory, bucket, port] = process.argv.slice(2);
const stop = await serveS3({ directory, bucket, port: Number(port) });
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await stop();
  process.exit(0);
});
