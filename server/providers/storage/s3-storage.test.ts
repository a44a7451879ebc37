import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

const bucket = 'manzil-test';
const directory = mkdtempSync(path.join(tmpdir(), 'manzil-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
let files: Storage;

beforeAll(async () => {
  const { port } = (await server.run()) as AddressInfo;
  const options = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  files = createS3Storage(options);
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('stores, reads back with its type, and removes a file', async () => {
    const key = 'ad-media/AbCdEfGhIjKlMnOpQrStUvWx.webp';
    const bytes = Buffer.from('RIFF0000WEBPVP8 not really a picture');
    await files.put(key, bytes, 'image/webp');
    expect(await files.get(key)).toEqual({ bytes, mimeType: 'image/webp' });
    expect(files.publicUrl(key)).toBe(`/api/v1/files/${key}`);
    await files.remove(key);
    expect(await files.get(key)).toBeUndefined();
  });

  it('stores a file from local disk (an upload as received) without loading it first', async () => {
    const key = 'ad-media/FromDiskFromDiskFromDisk.mp4';
    const bytes = Buffer.alloc(256 * 1024 + 7, 7);
    const filePath = path.join(directory, 'received.mp4');
    writeFileSync(filePath, bytes);
    await files.put(key, { filePath }, 'video/mp4');
    expect(await files.get(key)).toEqual({ bytes, mimeType: 'video/mp4' });
    await files.remove(key);
  });

  it('answers nothing for a file it never stored', async () => {
    expect(await files.get('documents/NeverStoredNeverStored.pdf')).toBeUndefined();
  });
});
