import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

// Runs before each test file: on PostgreSQL the file's modules then open a fresh database of their own.
const url = process.env.DATABASE_URL;
const prefix = inject('testDatabasePrefix');
if (url && prefix) {
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  process.env.DATABASE_URL = own.href;
}
