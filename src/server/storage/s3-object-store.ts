import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStore } from './object-store';

export type S3Settings = {
  /** A self-hosted server's or R2's address; none for AWS S3 itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/name` rather than `https://bucket.endpoint/name`: what MinIO and s3rver need. */
  pathStyle: boolean;
};

/**
 * Pictures in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), which every instance shares. Checksums are
 * sent only where S3 requires them: the servers that speak S3 without being it do not all accept the newer ones.
 */
export function createS3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.pathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default: a bucket that stops answering would hold every upload and picture open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  return {
    async put(name, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: body, ContentType: contentType }));
    },
    // One call per object: a picture has three, and DeleteObjects wants a checksum not every server takes.
    async remove(names) {
      await Promise.all(names.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        // In Node the SDK answers with the response stream itself.
        if (!(object.Body instanceof Readable)) throw new Error(`S3 sent no stream for ${name}`);
        if (object.ContentLength === undefined) throw new Error(`S3 sent no length for ${name}`);
        return { body: object.Body, length: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
