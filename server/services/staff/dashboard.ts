import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { kuwaitDate, kuwaitMidnight } from '@/lib/kuwait-time';
import {
  DASHBOARD_DAYS,
  dashboardMetrics,
  type Dashboard,
  type DashboardMetric,
  type DashboardSeries,
} from '@/lib/schemas/dashboard';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { dealImports } from '../../db/schema/deal-imports';
import { newsletterDeliveries } from '../../db/schema/engagement';
import { paymentRefunds, paymentTransactions } from '../../db/schema/payments';
import { allDeadLetters, failedJobCounts, retryDeadLetter } from '../../jobs/queue';
import { ApiError } from '../../lib/errors';
import { recordAudit } from './audit-log';
import { countedDesks, waitingAtDesks } from './desk-queues';

const DAY_MS = 86_400_000;

/** The Kuwait calendar day of a stored moment (Kuwait keeps UTC+3 all year). */
const kuwaitDayOf = (column: AnyPgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

const counted = sql<number>`count(*)::int`;
const summed = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/** Where each number comes from: the moment that puts a row on a day, what is counted, and which rows. */
const sources: Record<DashboardMetric, { table: PgTable; at: AnyPgColumn; value: SQL<number>; where?: SQL }> = {
  newMembers: { table: members, at: members.createdAt, value: counted },
  adsPublished: { table: ads, at: ads.publishedAt, value: counted },
  ordersPaid: { table: paymentTransactions, at: paymentTransactions.creditedAt, value: counted },
  revenueFils: {
    table: paymentTransactions,
    at: paymentTransactions.creditedAt,
    value: summed(paymentTransactions.amountFils),
  },
  refundsFils: {
    table: paymentRefunds,
    at: paymentRefunds.updatedAt,
    value: summed(paymentRefunds.amountFils),
    where: eq(paymentRefunds.status, 'REFUNDED'),
  },
  dealsImported: { table: dealImports, at: dealImports.committedAt, value: summed(dealImports.addedRows) },
  newsletterSent: {
    table: newsletterDeliveries,
    at: newsletterDeliveries.updatedAt,
    value: counted,
    where: eq(newsletterDeliveries.state, 'sent'),
  },
  newsletterOpened: { table: newsletterDeliveries, at: newsletterDeliveries.openedAt, value: counted },
};

/** The chart's Kuwait days, oldest first, today last. */
function dashboardDays(now: Date): string[] {
  const today = kuwaitMidnight(now).getTime();
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    kuwaitDate(new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS)),
  );
}

async function seriesOf(metric: DashboardMetric, days: string[], since: Date): Promise<DashboardSeries> {
  const { table, at, value, where } = sources[metric];
  const day = kuwaitDayOf(at);
  const rows = await db()
    .select({ day, value })
    .from(table)
    .where(and(gte(at, since), where))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.value)]));
  const values = days.map((d) => byDay.get(d) ?? 0);
  return { metric, values, total: values.reduce((sum, v) => sum + v, 0) };
}

/** The administrator's dashboard (issue 30 §9): every figure read at the moment the page asks. */
export async function dashboard(now = new Date()): Promise<Dashboard> {
  const days = dashboardDays(now);
  const since = kuwaitMidnight(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));
  const [series, waiting, failedJobs, deadLetters] = await Promise.all([
    Promise.all(dashboardMetrics.map((metric) => seriesOf(metric, days, since))),
    waitingAtDesks(countedDesks),
    failedJobCounts(now),
    allDeadLetters(),
  ]);
  return {
    days,
    series,
    waiting: countedDesks.map((desk, i) => ({ desk, count: waiting[i] ?? 0 })),
    failedJobs,
    deadLetters: deadLetters.map((letter) => ({ ...letter, at: letter.at.toISOString() })),
  };
}

/**
 * An administrator puts a dead letter back on its queue (its handler is idempotent: a delivery records that it was
 * sent). Jobs have uuids, not the log's integer ids: the entry's id is 0 and the job's ids are in its values.
 */
export async function retryDeadLetterByStaff(staffId: number, id: string): Promise<{ queue: string; jobId: string }> {
  const retried = await retryDeadLetter(id);
  if (!retried) throw new ApiError('NOT_FOUND');
  await recordAudit(db(), {
    actorId: staffId,
    action: 'job.retry',
    entityType: 'job',
    entityId: 0,
    before: { queue: retried.queue, deadLetterId: id },
    after: { jobId: retried.jobId },
  });
  return retried;
}
