import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * pg-boss's SQL through the application's own database: the node-postgres pool, or the embedded PGlite (one
 * connection, whose lock keeps each call and each drizzle transaction whole). pg-boss sends its multi-statement
 * scripts (migrations, locked maintenance) without parameters, which PGlite runs through `exec`.
 */
export function queueDatabase(database: Database): PgBoss.Db {
  if (database.kind === 'postgres') return { executeSql: (text, values) => database.pool.query(text, values) };
  if (database.kind === 'pglite') {
    const { client } = database;
    return {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  throw new Error('jobs run in the primary process, not in a render worker');
}
