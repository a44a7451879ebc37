import { fork } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { RENDER_WORKER_ROLE, serveDatabaseTo } from './primary-database';

const pglite = new PGlite();
afterAll(() => pglite.close());

describe('a render worker on the primary’s PGlite', () => {
  it(
    'reads typed rows, runs raw SQL, and sees database errors with their codes, queries of many requests at once',
    { timeout: 90_000 },
    async () => {
      await pglite.exec(`
      create table notes (id serial primary key, body text not null unique, at timestamptz not null, tags jsonb not null);
      insert into notes (body, at, tags) values ('first', '2026-03-01T09:30:00Z', '["a","b"]'), ('second', '2026-03-02T10:00:00Z', '[]');
    `);
      const { DATABASE_URL: _postgres, ...env } = process.env; // eslint-disable-line @typescript-eslint/no-unused-vars -- the worker must not find a PostgreSQL server
      const child = fork(new URL('../testing/primary-database-worker.ts', import.meta.url).pathname, {
        execArgv: ['--import', 'tsx'],
        env: { ...env, ...RENDER_WORKER_ROLE },
        serialization: 'advanced',
        stdio: 'inherit',
      });
      serveDatabaseTo(child, pglite);
      const result = await new Promise((resolve) =>
        child.on(
          'message',
          (message) => 'result' in (message as object) && resolve((message as { result: unknown }).result),
        ),
      );

      expect(result).toEqual({
        selected: Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? { id: 1, body: 'first', at: new Date('2026-03-01T09:30:00Z'), tags: ['a', 'b'] }
            : { id: 2, body: 'second', at: new Date('2026-03-02T10:00:00Z'), tags: [] },
        ),
        executed: [{ count: 2 }],
        failure: { code: '23505', constraint: 'notes_body_key' },
      });
    },
  );
});
