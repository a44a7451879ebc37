import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isErrno = (err: unknown, code: string) => (err as NodeJS.ErrnoException | undefined)?.code === code;

/**
 * A file of DATA_DIR an installation generates once (its secret, its VAPID keys), read by `read`. The text is written
 * whole to a private temporary file and then linked into place: linking fails when the file exists, so of two
 * processes starting at once one creates it, the other reads it, and neither ever reads it half written.
 */
export function readOrCreateDataFile<T>(file: string, generate: () => string, read: (text: string) => T): T {
  try {
    return read(readFileSync(file, 'utf8'));
  } catch (err) {
    if (!isErrno(err, 'ENOENT')) throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, generate(), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (err) {
    if (!isErrno(err, 'EEXIST')) throw err;
  } finally {
    unlinkSync(temporary);
  }
  return read(readFileSync(file, 'utf8'));
}
