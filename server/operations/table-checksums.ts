import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type TableChecksum = { table: string; rows: number; md5: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every table of the database (the application's, drizzle's and pg-boss's) with its row count and the md5 of its rows
 * in a fixed order (each row as text, byte order): two databases with the same checksums hold the same data.
 */
export async function tableChecksums(db: Db): Promise<TableChecksum[]> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`),
  );
  const checksums: TableChecksum[] = [];
  for (const { schema, name } of tables) {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const [summary] = rowsOf<{ rows: number; md5: string }>(
      await db.execute(
        sql`select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text collate "C")), '') as md5 from ${table} t`,
      ),
    );
    checksums.push({ table: `${schema}.${name}`, rows: summary!.rows, md5: summary!.md5 });
  }
  return checksums;
}
