import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedReferenceData } from '../seed/seed';
import {
  backupSocketPath,
  dumpDatabase,
  dumpStoppedDatabase,
  restoreDatabase,
  serveBackups,
  stopServingBackups,
} from './backup';
import { tableChecksums } from './table-checksums';

const run = promisify(execFile);
const insertMessage =
  "insert into contact_messages (name, phone, email, message, locale) values ($1, '99887766', 'a@b.co', 'A question', 'ar')";
const folders: string[] = [];
const freshFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'manzil-backup-'));
  folders.push(folder);
  return folder;
};

let source: Database & { kind: 'pglite' };
let dataDir: string;

beforeAll(async () => {
  dataDir = freshFolder();
  source = openDatabase({ dataDir }) as Database & { kind: 'pglite' };
  await migrateDatabase(source);
  // The reference seed (areas, categories, banks, settings…: most tables); the demo seed's members and ads take
  // 90 s on a busy two-core machine, and add rows, not kinds of data a copy could get wrong.
  await seedReferenceData(source.db as Db);
  for (const name of ['سارة', 'Noura', "O'Brien"]) await source.client.query(insertMessage, [name]);
  // The running server's side: the socket `npm run backup` asks.
  await serveBackups(source.client, backupSocketPath(dataDir));
}, 240_000);

afterAll(async () => {
  await stopServingBackups();
  await source.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function checksumsOf(folder: string) {
  const restored = openDatabase({ dataDir: folder });
  try {
    return await tableChecksums(restored.db as Db);
  } finally {
    await restored.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it(
    'round-trips a seeded database through npm run backup and npm run restore: every table, its rows and their checksum',
    { timeout: 120_000 },
    async () => {
      const file = path.join(freshFolder(), 'manzil.tar.gz');
      // The embedded database's commands: the PostgreSQL run of the API tests sets DATABASE_URL, which they refuse.
      const { DATABASE_URL: _postgres, ...inherited } = process.env; // eslint-disable-line @typescript-eslint/no-unused-vars
      const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const backup = await run('npx', ['tsx', 'server/operations/backup-cli.ts', file], { env });
      expect(backup.stdout).toContain('from the running server');

      const restoredDir = freshFolder();
      const restore = await run('npx', ['tsx', 'server/operations/restore-cli.ts', file, restoredDir], { env });
      expect(restore.stdout).toMatch(/restored \d+ tables/);

      const expected = await tableChecksums(source.db as Db);
      expect(expected.length).toBeGreaterThan(50);
      expect(expected.find((t) => t.table === 'public.areas')!.rows).toBeGreaterThan(100);
      expect(expected.find((t) => t.table === 'public.contact_messages')!.rows).toBe(3);
      expect(await checksumsOf(restoredDir)).toEqual(expected);
    },
  );

  it('waits for a transaction open when the backup is asked for, and copies it whole', async () => {
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const transaction = source.client.transaction(async (tx) => {
      await tx.query(insertMessage, ['backup-a']);
      await committed;
      await tx.query(insertMessage, ['backup-b']);
    });
    let copied = false;
    const backup = dumpDatabase(source.client).finally(() => (copied = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(copied).toBe(false);
    commit();
    await transaction;
    const restoredDir = freshFolder();
    await restoreDatabase(await backup, restoredDir);
    const restored = openDatabase({ dataDir: restoredDir }) as Database & { kind: 'pglite' };
    const { rows } = await restored.client.query<{ name: string }>(
      "select name from contact_messages where name like 'backup-%' order by name",
    );
    await restored.close();
    expect(rows.map((r) => r.name)).toEqual(['backup-a', 'backup-b']);
  });

  it('never opens a data folder a running database has open', async () => {
    await expect(dumpStoppedDatabase(dataDir)).rejects.toThrow(
      /a server has .* open but its backup socket does not answer/,
    );
  });

  it('refuses to restore over a folder that holds a database', async () => {
    await expect(restoreDatabase(Buffer.alloc(0), dataDir)).rejects.toThrow(/not empty: restore into a fresh folder/);
  });
});
