import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { kuwaitDayEnd, kuwaitDayStart } from '@/lib/kuwait-time';
import type { AuditEntityType, AuditLogPage, AuditLogQuery } from '@/lib/schemas/staff';
import { db, type Executor } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { staffAuditLog } from '../../db/schema/moderation';
import { escapeLike } from '../../lib/like-pattern';

export type AuditRecord = {
  /** The staff member who acted; null for a change made from the command line (`npm run grant-role`). */
  actorId: number | null;
  action: string;
  entityType: AuditEntityType;
  entityId: number;
  reasonCode?: string | null;
  note?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at?: Date;
};

/**
 * Records a staff decision in the audit log every desk shares. The log is append-only (a database trigger refuses
 * any change or deletion): this insert is the only write any code makes to it. Called in the decision's own
 * transaction, so a decision and its record stand or fall together.
 */
export async function recordAudit(executor: Executor, entry: AuditRecord): Promise<void> {
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
export function auditTrail(entityType: AuditEntityType, entityId: number) {
  return db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entityType, entityType), eq(staffAuditLog.entityId, entityId)))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id));
}

export const AUDIT_LOG_PAGE_SIZE = 50;

/**
 * The back office's search of the log, newest first, a page at a time by id (ids only grow, so a page never skips an
 * entry written while someone reads). An unknown actor phone finds nothing rather than everything.
 */
export async function searchAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  const conditions: (SQL | undefined)[] = [
    query.action ? like(staffAuditLog.action, `${escapeLike(query.action)}%`) : undefined,
    query.entityType ? eq(staffAuditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(staffAuditLog.entityId, query.entityId) : undefined,
    query.actor
      ? sql`${staffAuditLog.actorId} in (select ${members.id} from ${members} where ${members.phone} = ${query.actor})`
      : undefined,
    query.from ? gte(staffAuditLog.at, kuwaitDayStart(query.from)) : undefined,
    query.to ? lt(staffAuditLog.at, kuwaitDayEnd(query.to)) : undefined,
    query.before ? lt(staffAuditLog.id, query.before) : undefined,
  ];
  const rows = await db()
    .select({
      entry: staffAuditLog,
      actorFirst: members.firstName,
      actorLast: members.lastName,
    })
    .from(staffAuditLog)
    .leftJoin(members, eq(members.id, staffAuditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(staffAuditLog.id))
    .limit(AUDIT_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
  return {
    items: page.map(({ entry, actorFirst, actorLast }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor:
        entry.actorId === null
          ? null
          : { id: entry.actorId, name: `${actorFirst ?? ''} ${actorLast ?? ''}`.trim() || `#${entry.actorId}` },
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      reasonCode: entry.reasonCode,
      note: entry.note,
      before: entry.before,
      after: entry.after,
    })),
    next: rows.length > AUDIT_LOG_PAGE_SIZE ? page.at(-1)!.entry.id : null,
  };
}
