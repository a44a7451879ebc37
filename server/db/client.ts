import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { config } from '../config';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = { close(): Promise<void> } & (
  | { kind: 'pglite'; db: PgliteDatabase<typeof schema> }
  | { kind: 'postgres'; db: NodePgDatabase<typeof schema>; pool: Pool }
);

/** `memory://` keeps PGlite in memory (tests); any other value is a data folder. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: drizzlePg({ client: pool, schema }), kind: 'postgres', pool, close: () => pool.end() };
  }
  const dataDir = options.dataDir === 'memory://' ? undefined : path.resolve(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  return { db: drizzlePglite({ client, schema }), kind: 'pglite', close: () => client.close() };
}

// Next bundles server code separately from the custom server's own modules: one instance per process, on globalThis.
const globalForDb = globalThis as unknown as { manzilDatabase?: Database };

export function database(): Database {
  globalForDb.manzilDatabase ??= openDatabase({ databaseUrl: config().DATABASE_URL, dataDir: config().DATA_DIR });
  return globalForDb.manzilDatabase;
}

export const db = (): Db => database().db as Db;
