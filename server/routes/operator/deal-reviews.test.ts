import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DealReviewRow } from '@/lib/schemas/deal-reviews';
import type { DealPage } from '@/lib/schemas/deals';
import type { AuditLogPage } from '@/lib/schemas/staff';
import { db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let reviewer: Session;
let seller: Session;

/** Failaka's coastal strip: the deals lists below are filtered to it and to these tests' own deals. */
const failaka = 32;
const json = async <T>(res: Response) => (await res.json()) as T;
const recentDay = () => new Date(Date.now() + 3 * 3_600_000 - 4 * 86_400_000).toISOString().slice(0, 10);

async function register(member: Session, notes: string) {
  const res = await api.request('/api/v1/deals', {
    method: 'POST',
    headers: bearer(member.token),
    json: {
      recordedOn: recentDay(),
      areaId: failaka,
      category: 'coastal-strip',
      propertyKind: 'chalet',
      sizeSqm: 750,
      totalValueFils: 375_000_000,
      notes,
    },
  });
  expect(res.status).toBe(201);
  return (await json<{ data: { id: number } }>(res)).data.id;
}

const decide = (session: Session, id: number, body: unknown) =>
  api.request(`/api/v1/operator/deals/${id}/decision`, { method: 'POST', headers: bearer(session.token), json: body });

async function queue(status: string) {
  const res = await api.request(`/api/v1/operator/deals?status=${status}`, { headers: bearer(reviewer.token) });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return (await json<{ data: DealReviewRow[] }>(res)).data;
}

const publicIds = async () =>
  (await json<DealPage>(await api.request(`/api/v1/deals?areaId=${failaka}&pageSize=50`))).data;

const toldTo = (memberId: number) =>
  db()
    .select({ params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.kind, 'request-status-changed')));

beforeAll(async () => {
  api = await testApp();
  reviewer = await registerByPhone(api);
  await grantRole(reviewer.id, 'market-data');
  seller = await registerByPhone(api);
});

describe("the market-data desk: members' registered deals", () => {
  it('queues a registered deal with its member and notes, and approves it into the recorded deals', async () => {
    const id = await register(seller, 'بيع شاليه بين ورثة');
    const row = (await queue('pending')).find((r) => r.id === id);
    expect(row).toMatchObject({
      status: 'pending',
      area: { id: failaka },
      sizeSqm: 750,
      totalValueFils: 375_000_000,
      pricePerSqmFils: 500_000,
      notes: 'بيع شاليه بين ورثة',
      member: { id: seller.id },
      reviewedAt: null,
    });
    expect((await publicIds()).map((d) => d.id)).not.toContain(id);

    const res = await decide(reviewer, id, { decision: 'approve' });
    expect(res.status).toBe(200);
    expect((await json<{ data: unknown }>(res)).data).toEqual({ id, status: 'approved' });
    expect((await publicIds()).find((d) => d.id === id)?.source).toBe('member');
    expect((await queue('pending')).map((r) => r.id)).not.toContain(id);
    expect((await queue('approved')).find((r) => r.id === id)?.reviewedAt).not.toBeNull();
    expect((await toldTo(seller.id)).some((n) => n.link === `/deals?areaId=${failaka}`)).toBe(true);
  });

  it('rejects with a reason the member reads, and never shows the deal', async () => {
    const id = await register(seller, 'صفقة للرفض');
    const noReason = await decide(reviewer, id, { decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(noReason)).fieldErrors.reason).toBeDefined();
    expect((await decide(reviewer, id, { decision: 'reject', reason: 'السعر لا يطابق العقد' })).status).toBe(200);
    expect((await queue('rejected')).find((r) => r.id === id)?.rejectReason).toBe('السعر لا يطابق العقد');
    expect((await publicIds()).map((d) => d.id)).not.toContain(id);
    const told = await toldTo(seller.id);
    expect(JSON.stringify(told.map((n) => n.params))).toContain('السعر لا يطابق العقد');
  });

  it('decides once: a decided deal, a ministry deal or an unknown one is not found', async () => {
    const id = await register(seller, 'صفقة تقرر مرة');
    expect((await decide(reviewer, id, { decision: 'approve' })).status).toBe(200);
    expect((await decide(reviewer, id, { decision: 'reject', reason: 'متأخر جداً' })).status).toBe(404);
    const ministryDeal = (await publicIds()).find((d) => d.source === 'moj');
    if (ministryDeal) expect((await decide(reviewer, ministryDeal.id, { decision: 'approve' })).status).toBe(404);
    expect((await decide(reviewer, 999_999_999, { decision: 'approve' })).status).toBe(404);
    expect((await decide(reviewer, id, { decision: 'maybe' })).status).toBe(400);
  });

  it('writes each decision to the audit log', async () => {
    const id = await register(seller, 'صفقة للسجل');
    await decide(reviewer, id, { decision: 'reject', reason: 'لا يوجد عقد' });
    const admin = await registerByPhone(api);
    await grantRole(admin.id, 'admin');
    const log = await json<{ data: AuditLogPage }>(
      await api.request(`/api/v1/operator/audit-log?entityType=deal&entityId=${id}`, { headers: bearer(admin.token) }),
    );
    expect(log.data.items).toMatchObject([
      {
        action: 'deal.reject',
        actor: { id: reviewer.id },
        note: 'لا يوجد عقد',
        before: { status: 'pending' },
        after: { status: 'rejected' },
      },
    ]);
  });
});
