import { z } from 'zod/mini';
import { messageKeys } from './fields';

/*
 * The back office's dashboard (issue 30 §9): the day's numbers and the last 30 days', what waits at each desk, and the
 * job queue's failures, for administrators.
 */

/** Kuwait days a chart covers, today included. */
export const DASHBOARD_DAYS = 30;

/** What is counted per Kuwait day; `revenueFils` and `refundsFils` are sums in fils, the others counts. */
export const dashboardMetrics = [
  'newMembers',
  'adsPublished',
  'ordersPaid',
  'revenueFils',
  'refundsFils',
  'dealsImported',
  'newsletterSent',
  'newsletterOpened',
] as const;
export type DashboardMetric = (typeof dashboardMetrics)[number];

export const dashboardSeriesSchema = z.object({
  metric: z.enum(dashboardMetrics),
  /** One value per day of `days`, oldest first; the last is today's. */
  values: z.array(z.number()),
  total: z.number(),
});
export type DashboardSeries = z.output<typeof dashboardSeriesSchema>;

export const deadLetterSchema = z.object({
  id: z.string(),
  /** The queue whose job failed every attempt. */
  queue: z.string(),
  at: z.string(),
  error: z.nullable(z.string()),
});
export type DeadLetter = z.output<typeof deadLetterSchema>;

export const dashboardSchema = z.object({
  /** The Kuwait days of the charts (YYYY-MM-DD), oldest first. */
  days: z.array(z.string()),
  series: z.array(dashboardSeriesSchema),
  /** Items waiting at each desk that counts its work. */
  waiting: z.array(z.object({ desk: z.string(), count: z.number() })),
  /** Jobs that failed every attempt, per queue, in the last day and the last 7 (what the queue keeps). */
  failedJobs: z.array(z.object({ queue: z.string(), lastDay: z.number(), lastWeek: z.number() })),
  deadLetters: z.array(deadLetterSchema),
});
export type Dashboard = z.output<typeof dashboardSchema>;

export const deadLetterParamSchema = z.strictObject({
  id: z
    .string()
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, messageKeys.invalidValue)),
});

/** A dead letter put back on its queue: the new job's id. */
export const deadLetterRetrySchema = z.object({ queue: z.string(), jobId: z.string() });
