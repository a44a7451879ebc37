import { and, desc, eq } from 'drizzle-orm';
import { db, type Db } from '../../db/client';
import { staffAuditLog } from '../../db/schema/moderation';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type AuditEntry = {
  actorId: number;
  action: string;
  entityType: 'ad' | 'office' | 'ad-verification';
  entityId: number;
  reasonCode?: string | null;
  note?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at?: Date;
};

/**
 * Records a staff decision in the audit log every desk shares. The log is append-only: this insert is the only write
 * any code makes to it. Called in the decision's own transaction, so a decision and its record stand or fall together.
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(staffAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    reasonCode: entry.reasonCode ?? null,
    note: entry.note ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** An entity's decisions, newest first. */
export function auditTrail(entityType: AuditEntry['entityType'], entityId: number) {
  return db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entityType, entityType), eq(staffAuditLog.entityId, entityId)))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id));
}
