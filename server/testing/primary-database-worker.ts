import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { db } from '../db/client';

/** Run by primary-database.test.ts as a render worker: queries the test's PGlite and reports what it got. */
const notes = pgTable('notes', {
  id: serial().primaryKey(),
  body: text().notNull().unique(),
  at: timestamp({ withTimezone: true }).notNull(),
  tags: jsonb().$type<string[]>().notNull(),
});

async function run() {
  const selected = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      db()
        .select()
        .from(notes)
        .where(sql`${notes.id} = ${(i % 2) + 1}`),
    ),
  );
  const executed = await db().execute(sql`select count(*)::int as count from notes`);
  const failure = await db()
    .insert(notes)
    .values({ body: 'first', at: new Date(), tags: [] })
    .then(() => undefined)
    .catch((err: { cause?: { code?: string; constraint?: string } }) => ({
      code: err.cause?.code,
      constraint: err.cause?.constraint,
    }));
  return {
    selected: selected.map((rows) => rows[0]),
    executed: (executed as unknown as { rows: unknown[] }).rows,
    failure,
  };
}

run().then(
  (result) => process.send?.({ result }, () => process.exit(0)),
  (err: unknown) => process.send?.({ result: { crashed: String(err) } }, () => process.exit(1)),
);
