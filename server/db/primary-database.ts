import type { ChildProcess } from 'node:child_process';
import { types, type PGlite } from '@electric-sql/pglite';
import { drizzle, type PgRemoteDatabase } from 'drizzle-orm/pg-proxy';
import * as schema from './schema/index';

/**
 * The embedded PGlite belongs to the primary process; render workers query it over their IPC channel with drizzle's
 * proxy driver. Each query runs whole under PGlite's own lock, so queries of different processes never interleave
 * inside one session (a Postgres wire-protocol multiplexer over one PGlite session does interleave extended-protocol
 * messages). The proxy driver has no transactions: pages read, writes go through the API in the primary.
 */
type Method = 'all' | 'execute';
type QueryMessage = { dbQuery: number; sql: string; params: unknown[]; method: Method };
type ReplyMessage = { dbReply: number; rows?: unknown; error?: Record<string, unknown> & { message: string } };

// The values drizzle's PGlite driver asks for: dates and intervals stay text and drizzle's columns map them.
const asText = (value: string) => value;
const parsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

const isQuery = (message: unknown): message is QueryMessage =>
  typeof message === 'object' && message !== null && 'dbQuery' in message;
const isReply = (message: unknown): message is ReplyMessage =>
  typeof message === 'object' && message !== null && 'dbReply' in message;

/** A database error's own fields (code, constraint, detail…), which callers test; not its query options. */
function describeError(err: unknown): ReplyMessage['error'] {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = Object.entries(err).filter(([, value]) => ['string', 'number'].includes(typeof value));
  return { ...Object.fromEntries(fields), message: err.message };
}

/** Primary side: answers a render worker's queries on the embedded database. */
export function serveDatabaseTo(child: ChildProcess, client: PGlite): void {
  child.on('message', async (message) => {
    if (!isQuery(message)) return;
    let reply: ReplyMessage;
    try {
      const result = await client.query(message.sql, message.params, {
        rowMode: message.method === 'all' ? 'array' : 'object',
        parsers,
      });
      // db.execute() answers the driver's whole result, as drizzle's PGlite driver does.
      const { rows, affectedRows, fields } = result;
      reply = {
        dbReply: message.dbQuery,
        rows:
          message.method === 'all'
            ? rows
            : { rows, affectedRows, fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) },
      };
    } catch (err) {
      reply = { dbReply: message.dbQuery, error: describeError(err) };
    }
    if (child.connected) child.send(reply);
  });
}

/** Render-worker side: a drizzle database whose queries run on the primary's embedded PGlite. */
export function openPrimaryDatabase(): PgRemoteDatabase<typeof schema> {
  const send = process.send?.bind(process);
  if (!send) throw new Error('the primary database is reachable from a render worker only');
  const pending = new Map<number, { resolve: (rows: unknown) => void; reject: (err: Error) => void }>();
  let lastId = 0;
  process.on('message', (message) => {
    if (!isReply(message)) return;
    const waiting = pending.get(message.dbReply);
    if (!waiting) return;
    pending.delete(message.dbReply);
    if (message.error) waiting.reject(Object.assign(new Error(message.error.message), message.error));
    else waiting.resolve(message.rows);
  });
  return drizzle(
    (sql, params, method) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve: (rows) => resolve({ rows: rows as never }), reject });
        send({ dbQuery: id, sql, params, method } satisfies QueryMessage, (err: Error | null) => {
          if (!err) return;
          pending.delete(id);
          reject(err);
        });
      }),
    { schema },
  );
}

/** Set by the primary on the render workers it starts (server/web/render-workers.ts). */
export const RENDER_WORKER_ROLE = { MANZIL_ROLE: 'render' } as const;
export const isRenderWorker = () => process.env.MANZIL_ROLE === RENDER_WORKER_ROLE.MANZIL_ROLE;
