import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config } from '../config';
import { backupSocketPath, dumpStoppedDatabase, requestBackup } from './backup';

/**
 * `npm run backup [-- <file>]`: a consistent copy of the embedded database, from the running server (over its
 * backup socket) or, when none runs, from the data folder itself; a PostgreSQL database is backed up with pg_dump
 * (docs/operations.md).
 */
const { DATA_DIR, DATABASE_URL } = config();
if (DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md), e.g.\n  pg_dump --format=custom --no-owner --file=manzil.dump "$DATABASE_URL"',
  );
  process.exit(2);
}
if (DATA_DIR === 'memory://') {
  console.error('DATA_DIR=memory:// keeps no database to back up');
  process.exit(2);
}

const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const file = path.resolve(process.argv[2] ?? path.join('backups', `manzil-${stamp}.tar.gz`));

try {
  const fromServer = await requestBackup(backupSocketPath(DATA_DIR));
  const tarball = fromServer ?? (await dumpStoppedDatabase(DATA_DIR));
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside its place and renamed: a backup file that exists is a whole one.
  writeFileSync(`${file}.partial`, tarball, { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  console.log(
    `${file} (${(tarball.length / 1024 / 1024).toFixed(1)} MB, ${fromServer ? 'from the running server' : 'no server running: from the data folder'})`,
  );
} catch (err) {
  console.error(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
