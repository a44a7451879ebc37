import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's per-file databases on PostgreSQL (see database-per-file.ts). */
    testDatabasePrefix: string;
  }
}

/**
 * Against PostgreSQL (DATABASE_URL) every test file gets a database of its own, as it gets an in-memory PGlite
 * otherwise, so files run in parallel; this run's databases are dropped at the end.
 */
export default function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const prefix = `${new URL(url).pathname.slice(1)}_${randomBytes(4).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows)
        await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
    } finally {
      await client.end();
    }
  };
}
