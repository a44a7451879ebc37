import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Unit and API tests: every file on PGlite, then the API tests (server/, except the database layer's and the seed's own tests,
 * which open their own PGlite, and the photo hash's image measurements) again on PostgreSQL when one answers at DATABASE_URL or 127.0.0.1:5432, in a fresh database
 * that is dropped afterwards. Extra arguments (e.g. test files) go to both vitest runs.
 */
const args = process.argv.slice(2);
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const shown = `${serverUrl.hostname}:${serverUrl.port || 5432}`;
const withoutDatabase = { ...process.env };
delete withoutDatabase.DATABASE_URL;

function vitest(label, extraArgs, env) {
  console.log(`\n▶ ${label}\n`);
  const started = performance.now();
  const result = spawnSync('npx', ['vitest', 'run', ...extraArgs, ...args], { stdio: 'inherit', env });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return { label, ok: result.status === 0, seconds };
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: serverUrl.href, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const runs = [vitest('PGlite', [], withoutDatabase)];

const database = `manzil_test_${randomBytes(4).toString('hex')}`;
// No server listening is a reason to skip; a server that answers but refuses the database is a failure to fix.
const unreachable = (error) =>
  ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT'].includes(error.code) ||
  /timeout|terminated unexpectedly/i.test(error.message);
const created = await withAdmin((client) => client.query(`create database ${client.escapeIdentifier(database)}`)).then(
  () => true,
  (error) => {
    if (!unreachable(error)) throw error;
    console.log(
      `\n⚠ PostgreSQL: none answers at ${shown} (${error.message}); skipping the PostgreSQL run, the API tests ran on PGlite only.`,
    );
    return false;
  },
);
if (created) {
  const url = new URL(serverUrl.href);
  url.pathname = `/${database}`;
  try {
    runs.push(
      vitest(
        `PostgreSQL at ${shown} (database ${database})`,
        [
          ...(args.length ? [] : ['server']),
          '--exclude',
          'server/db/**',
          '--exclude',
          'server/seed/seed.test.ts',
          // Image work only, no database: a minute on PGlite, nothing more to learn on PostgreSQL.
          '--exclude',
          'server/services/photo-hashes/photo-hash.test.ts',
        ],
        { ...withoutDatabase, DATABASE_URL: url.href },
      ),
    );
  } finally {
    await withAdmin((client) =>
      client.query(`drop database if exists ${client.escapeIdentifier(database)} with (force)`),
    );
  }
}

console.log('');
for (const run of runs) console.log(`${run.ok ? '✓' : '✗'} ${run.label} (${run.seconds} s)`);
if (!created) console.log(`– PostgreSQL: skipped, none answers at ${shown}`);
process.exit(runs.every((run) => run.ok) ? 0 : 1);
