import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/client';
import { logger } from '../logger';

/**
 * PGlite is one process's database: a second process opening the same data folder would corrupt it. So a backup of a
 * running server is taken by that server, and `npm run backup` asks it over a Unix socket in DATA_DIR (only whoever
 * may read the data folder may ask; nothing is exposed over the network). With no server running, the CLI opens the
 * folder itself, unless the folder is still marked open.
 */
export const backupSocketPath = (dataDir: string) => path.resolve(dataDir, 'backup.sock');

/**
 * The data folder as PGlite's gzipped tarball. PGlite runs one transaction at a time and the copy is taken while none
 * is open (under its transaction lock) and no query runs (under its query lock), after a checkpoint: a consistent
 * copy that starts without replaying the write-ahead log, while the server keeps serving around it.
 */
export async function dumpDatabase(client: PGlite): Promise<Buffer> {
  await client.exec('checkpoint');
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await tarball.arrayBuffer());
}

let backupServer: Server | undefined;

/** Answers every connection to the socket with one backup: its length in bytes on a line, then the tarball. */
export function serveBackups(client: PGlite, socketPath: string): Promise<void> {
  // A socket file left by a process that did not stop cleanly would refuse the listen.
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    dumpDatabase(client).then(
      (tarball) => socket.end(Buffer.concat([Buffer.from(`${tarball.length}\n`), tarball])),
      (err: unknown) => {
        logger.error({ err }, 'backup failed');
        socket.destroy();
      },
    );
  });
  backupServer = server;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      resolve();
    });
  });
}

export function stopServingBackups(): Promise<void> {
  const server = backupServer;
  backupServer = undefined;
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

/** The running server's backup, or undefined when no server listens on the socket. */
export function requestBackup(socketPath: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(socketPath);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? resolve(undefined) : reject(err),
    );
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf('\n');
      const length = Number(answer.subarray(0, newline).toString());
      const tarball = answer.subarray(newline + 1);
      if (newline < 0 || tarball.length !== length)
        reject(new Error('the server ended the backup before it was whole (see its log)'));
      else resolve(tarball);
    });
  });
}

/** The embedded database's folder in a DATA_DIR (server/db/client.ts). */
export const pgliteFolder = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** A backup of a data folder no server has open. */
export async function dumpStoppedDatabase(dataDir: string): Promise<Buffer> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`${folder} holds no database`);
  // PGlite keeps postmaster.pid while it has the folder open and removes it when it closes.
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new Error(
      `a server has ${folder} open but its backup socket does not answer (see its log), or the last one did not stop cleanly: ` +
        'start the server and back up again; if no server runs, delete postmaster.pid there and back up again',
    );
  }
  const client = await PGlite.create({ dataDir: folder, extensions: pgliteExtensions });
  try {
    return await dumpDatabase(client);
  } finally {
    await client.close();
  }
}

/** Unpacks a backup into the `pglite` folder of a fresh DATA_DIR and starts it once, which checks that it opens. */
export async function restoreDatabase(tarball: Buffer, dataDir: string): Promise<void> {
  const folder = pgliteFolder(dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new Error(`${folder} is not empty: restore into a fresh folder`);
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create({
    dataDir: folder,
    loadDataDir: new Blob([new Uint8Array(tarball)]),
    extensions: pgliteExtensions,
  });
  await client.query('select 1');
  await client.close();
}
