import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

const mimeByExtension: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
};
const safeKey = /^[a-z0-9-]+\/[A-Za-z0-9_-]{16,64}\.(webp|jpg|png|pdf|mp4|mov|webm)$/;

export function createLocalDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      if (Buffer.isBuffer(content)) await writeFile(file, content, { flag: 'wx' });
      else await copyFile(content.filePath, file, constants.COPYFILE_EXCL);
    },
    async get(key) {
      if (!safeKey.test(key)) return undefined;
      try {
        return {
          bytes: await readFile(fileOf(key)),
          mimeType: mimeByExtension[path.extname(key)] ?? 'application/octet-stream',
        };
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      return `/api/v1/files/${key}`;
    },
  };
}
