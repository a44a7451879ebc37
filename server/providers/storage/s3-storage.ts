import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FileContent, Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** A file is streamed from disk: a PutObject of a stream needs its length up front. */
async function bodyOf(content: FileContent) {
  if (Buffer.isBuffer(content)) return { Body: content };
  return { Body: createReadStream(content.filePath), ContentLength: (await stat(content.filePath)).size };
}

/**
 * Files in an S3-compatible bucket, so every instance serves what any of them stored. The bucket stays private: files
 * are served through the API's file route, as from local disk. Without keys the SDK's own chain applies (IAM roles).
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // A streamed body would otherwise go as aws-chunked with a trailing checksum, which S3-compatible stores (MinIO's
    // older releases, s3rver) store as sent; TLS and the signed Content-Length already guard the transfer.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    async put(key, content, mimeType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, ContentType: mimeType, ...(await bodyOf(content)) }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return {
          bytes: Buffer.from(await object.Body.transformToByteArray()),
          mimeType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (err instanceof NoSuchKey) return undefined;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    publicUrl(key) {
      return `/api/v1/files/${key}`;
    },
  };
}
