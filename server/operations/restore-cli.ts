import { readFileSync } from 'node:fs';
import { openDatabase, type Db } from '../db/client';
import { restoreDatabase } from './backup';
import { tableChecksums } from './table-checksums';

/**
 * `npm run restore -- <backup file> <fresh DATA_DIR>`: unpacks the backup into that folder, starts the database there
 * and lists its tables with their row counts and checksums; then `DATA_DIR=<folder> npm start` serves it.
 */
const [file, dataDir] = process.argv.slice(2);
if (!file || !dataDir) {
  console.error('usage: npm run restore -- <backup file> <fresh DATA_DIR>');
  process.exit(2);
}

try {
  await restoreDatabase(readFileSync(file), dataDir);
  const restored = openDatabase({ dataDir });
  try {
    const tables = await tableChecksums(restored.db as Db);
    for (const { table, rows, md5 } of tables) console.log(`${table.padEnd(48)} ${String(rows).padStart(8)}  ${md5}`);
    console.log(
      `restored ${tables.length} tables, ${tables.reduce((sum, t) => sum + t.rows, 0)} rows into ${dataDir}; start it with DATA_DIR=${dataDir} npm start`,
    );
  } finally {
    await restored.close();
  }
} catch (err) {
  console.error(`restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
