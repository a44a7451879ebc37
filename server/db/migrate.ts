import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Db } from './client';

// From the project's folder, the working directory (as for Next's build): the compiled server runs from dist/.
const migrationsFolder = path.resolve('server/db/migrations');

/** Applies the checked-in migrations; safe to call on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db, { migrationsFolder });
  } else if (database.kind === 'postgres') {
    await migratePg(database.db, { migrationsFolder });
  } else {
    throw new Error('the primary migrates the database, not a render worker');
  }
}

let newest: number | undefined;

/** The moment (journal `when`) of the newest checked-in migration: drizzle records it as the applied row's created_at. */
function newestMigration(): number {
  if (newest === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    newest = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newest;
}

/**
 * Whether the database has every migration of this release: drizzle applies, in order, those newer than the newest it
 * recorded, so the newest recorded is enough. One small query, cheap enough for a readiness probe.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ newest: string | null }> };
  return Number(rows[0]?.newest ?? 0) >= newestMigration();
}
