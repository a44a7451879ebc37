import path from 'node:path';
import { tmpdir } from 'node:os';
import { config } from '../../config';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

const globalForStorage = globalThis as unknown as { manzilStorage?: Storage };

/** An S3-compatible bucket when S3_BUCKET is set (several instances), else the data folder's uploads. */
export function storage(): Storage {
  const cfg = config();
  if (cfg.S3_BUCKET) {
    globalForStorage.manzilStorage ??= createS3Storage({
      bucket: cfg.S3_BUCKET,
      region: cfg.S3_REGION,
      endpoint: cfg.S3_ENDPOINT,
      forcePathStyle: cfg.S3_FORCE_PATH_STYLE,
      accessKeyId: cfg.S3_ACCESS_KEY_ID,
      secretAccessKey: cfg.S3_SECRET_ACCESS_KEY,
    });
    return globalForStorage.manzilStorage;
  }
  const dataDir = cfg.DATA_DIR;
  const root =
    dataDir === 'memory://' ? path.join(tmpdir(), `manzil-uploads-${process.pid}`) : path.resolve(dataDir, 'uploads');
  globalForStorage.manzilStorage ??= createLocalDiskStorage(root);
  return globalForStorage.manzilStorage;
}
