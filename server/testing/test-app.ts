import { createApp } from '../app';
import { database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedReferenceData } from '../seed/seed';
import { undocumentedAnswer } from '../openapi/documented-answers';
import { freshIp } from './auth-helpers';

let ready: Promise<void> | undefined;

/**
 * The API in-process against this test file's database (in-memory PGlite, or DATABASE_URL), migrated and seeded. A
 * success answer that differs from the one the API contract documents for its route fails the call.
 */
export async function testApp() {
  ready ??= (async () => {
    await migrateDatabase(database());
    await seedReferenceData(database().db);
  })();
  await ready;
  const app = createApp();
  return {
    app,
    async request(path: string, init: RequestInit & { json?: unknown } = {}) {
      const headers = new Headers(init.headers);
      // Each request comes from an address of its own unless the test names one, so per-address limits never carry
      // from one test into another (nor from one test file into the next on a shared PostgreSQL database).
      if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', freshIp());
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const res = await app.request(path, { ...init, headers, body });
      const problem = await undocumentedAnswer(app.routes, init.method ?? 'GET', path, res);
      if (problem) throw new Error(problem);
      return res;
    },
  };
}
