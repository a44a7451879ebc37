import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../db/client';
import { staffAuditLog } from '../../db/schema/moderation';
import { testApp } from '../../testing/test-app';
import { auditTrail, recordAudit } from './audit-log';

/** The cause of a refused statement: drizzle wraps the driver's error, whose message names the refusal. */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e as Error & { cause?: Error & { code?: string } },
  );
  expect(error, 'the statement should have been refused').toBeDefined();
  return `${error!.cause?.code ?? ''} ${error!.cause?.message ?? error!.message}`;
}

beforeAll(async () => {
  await testApp();
});

describe('the staff audit log is append-only in the database (issue 29)', () => {
  it('takes inserts, and refuses UPDATE, DELETE and TRUNCATE whoever sends them', async () => {
    await recordAudit(db(), { actorId: 1, action: 'ad.approve', entityType: 'ad', entityId: 424_242 });
    await recordAudit(db(), { actorId: 1, action: 'ad.reject', entityType: 'ad', entityId: 424_242, note: 'x' });
    const [first] = await auditTrail('ad', 424_242);
    expect(first).toMatchObject({ action: 'ad.reject', note: 'x' });

    expect(
      await refusal(db().update(staffAuditLog).set({ note: 'rewritten' }).where(eq(staffAuditLog.id, first!.id))),
    ).toMatch(/42501 .*append-only: UPDATE refused/);
    expect(await refusal(db().delete(staffAuditLog).where(eq(staffAuditLog.id, first!.id)))).toMatch(
      /append-only: DELETE refused/,
    );
    // Even a statement that matches no row: the refusal is the table's, not a row's.
    expect(await refusal(db().delete(staffAuditLog).where(eq(staffAuditLog.id, -1)))).toMatch(/DELETE refused/);
    expect(await refusal(db().execute(sql`truncate ${staffAuditLog}`))).toMatch(/TRUNCATE refused/);

    // Nothing changed, and the log still takes new records.
    await recordAudit(db(), { actorId: 2, action: 'ad.take-down', entityType: 'ad', entityId: 424_242 });
    expect((await auditTrail('ad', 424_242)).map((row) => [row.action, row.note])).toEqual([
      ['ad.take-down', null],
      ['ad.reject', 'x'],
      ['ad.approve', null],
    ]);
  });
});
