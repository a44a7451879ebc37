import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgRemoteDatabase } from 'drizzle-orm/pg-proxy';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { config } from '../config';
import { isRenderWorker, openPrimaryDatabase } from './primary-database';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`, and either: what a write that may run inside a caller's transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** The extensions the embedded database loads (the migrations create pg_trgm's indexes). */
export const pgliteExtensions = { pg_trgm };

export type Database = { close(): Promise<void> } & (
  | { kind: 'pglite'; db: PgliteDatabase<typeof schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<typeof schema>; pool: Pool }
  | { kind: 'primary'; db: PgRemoteDatabase<typeof schema> }
);

/**
 * `memory://` keeps PGlite in memory (tests); any other value is a data folder. A render worker without a database
 * URL reaches the primary's PGlite (server/db/primary-database.ts).
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; viaPrimary?: boolean }): Database {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: drizzlePg({ client: pool, schema }), kind: 'postgres', pool, close: () => pool.end() };
  }
  if (options.viaPrimary) return { db: openPrimaryDatabase(), kind: 'primary', close: async () => undefined };
  const dataDir = options.dataDir === 'memory://' ? undefined : path.resolve(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, extensions: pgliteExtensions });
  return { db: drizzlePglite({ client, schema }), kind: 'pglite', client, close: () => client.close() };
}

// Next bundles server code separately from the custom server's own modules: one instance per process, on globalThis.
const globalForDb = globalThis as unknown as { manzilDatabase?: Database };

export function database(): Database {
  globalForDb.manzilDatabase ??= openDatabase({
    databaseUrl: config().DATABASE_URL,
    dataDir: config().DATA_DIR,
    viaPrimary: isRenderWorker(),
  });
  return globalForDb.manzilDatabase;
}

export const db = (): Db => database().db as Db;
