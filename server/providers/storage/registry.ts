import path from 'node:path';
import { tmpdir } from 'node:os';
import { config } from '../../config';
import { createLocalDiskStorage } from './local-disk-storage';
import type { Storage } from './storage';

const globalForStorage = globalThis as unknown as { manzilStorage?: Storage };

export function storage(): Storage {
  const dataDir = config().DATA_DIR;
  const root = dataDir === 'memory://' ? path.join(tmpdir(), `manzil-uploads-${process.pid}`) : path.resolve(dataDir, 'uploads');
  globalForStorage.manzilStorage ??= createLocalDiskStorage(root);
  return globalForStorage.manzilStorage;
}
