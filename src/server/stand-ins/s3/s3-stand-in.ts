import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What s3rver accepts: it checks each request's signature against these. */
export const S3_STAND_IN_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  /** The settings an instance is started with to keep its pictures there. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * An S3-protocol server for tests (s3rver, from npm), in its own process and folder with one bucket: it stands in
 * for AWS S3, Cloudflare R2 or MinIO. Never part of the product.
 */
export async function startS3StandIn(bucket = 'campus-pictures'): Promise<S3StandIn> {
  const folder = mkdtempSync(path.join(tmpdir(), 'campus-s3-'));
  const cli = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(process.execPath, [
    cli,
    '--directory',
    folder,
    '--address',
    '127.0.0.1',
    '--port',
    '0',
    '--silent',
    '--no-vhost-buckets',
    '--configure-bucket',
    bucket,
  ]);
  const port = await listeningPort(child);
  const endpoint = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_STAND_IN_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_STAND_IN_CREDENTIALS.secretAccessKey,
    },
    async stop() {
      if (child.exitCode === null) child.kill();
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function listeningPort(child: ChildProcessWithoutNullStreams): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /S3rver listening on [^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}):\n${output}`)));
  });
}
