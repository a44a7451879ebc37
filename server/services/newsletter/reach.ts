import { desc, inArray, sql } from 'drizzle-orm';
import type { NewsletterIssue, NewsletterIssueSummary } from '@/lib/schemas/newsletter';
import { db } from '../../db/client';
import { newsletterDeliveries, newsletterIssues } from '../../db/schema/engagement';

/** The issues the desk lists under the coming one. */
export const RECENT_ISSUES = 12;

type Reach = Pick<NewsletterIssue, 'progress' | 'opened'>;

const noDeliveries = (): Reach => ({ progress: { queued: 0, sent: 0, failed: 0, skipped: 0 }, opened: 0 });

/** Each issue's deliveries counted by state, and how many of them were opened, in one query. */
export async function issueReach(issueIds: readonly number[]): Promise<Map<number, Reach>> {
  const reach = new Map(issueIds.map((id) => [id, noDeliveries()]));
  if (issueIds.length === 0) return reach;
  const rows = await db()
    .select({
      issueId: newsletterDeliveries.issueId,
      state: newsletterDeliveries.state,
      count: sql<number>`count(*)::int`,
      opened: sql<number>`count(${newsletterDeliveries.openedAt})::int`,
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.issueId, [...issueIds]))
    .groupBy(newsletterDeliveries.issueId, newsletterDeliveries.state);
  for (const row of rows) {
    const issue = reach.get(row.issueId)!;
    issue.progress[row.state] = row.count;
    issue.opened += row.opened;
  }
  return reach;
}

/** The latest issues by week, newest first, each with its reach. */
export async function recentIssues(limit = RECENT_ISSUES): Promise<NewsletterIssueSummary[]> {
  const issues = await db()
    .select({
      id: newsletterIssues.id,
      weekOf: newsletterIssues.weekOf,
      state: newsletterIssues.state,
      sentAt: newsletterIssues.sentAt,
      recipients: newsletterIssues.recipients,
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.weekOf))
    .limit(limit);
  const reach = await issueReach(issues.map((issue) => issue.id));
  return issues.map((issue) => ({ ...issue, sentAt: issue.sentAt?.toISOString() ?? null, ...reach.get(issue.id)! }));
}
