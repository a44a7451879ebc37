import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import { stopJobQueue } from '../../jobs/queue';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { samplePdf } from '../../testing/sample-pdf';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

const pdf = async () => new File([new Uint8Array(await samplePdf())], 'licence.pdf', { type: 'application/pdf' });

const upgrade = (session: Session | undefined, body: unknown) =>
  api.request('/api/v1/members/upgrade-account', {
    method: 'POST',
    json: body,
    headers: session ? bearer(session.token) : {},
  });

async function uploadLicence(session: Session): Promise<number> {
  const form = new FormData();
  form.append('files', await pdf());
  const res = await api.request('/api/v1/auth/supporting-documents', {
    method: 'POST',
    body: form,
    headers: bearer(session.token),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Array<{ id: number }> }).data[0]!.id;
}

const memberRow = async (id: number) => (await db().select().from(members).where(eq(members.id, id)))[0]!;
const upgradeNotices = (memberId: number) =>
  db()
    .select({ params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.kind, 'office-event')));

beforeAll(async () => {
  api = await testApp();
});

afterAll(async () => {
  await stopJobQueue();
});

describe('POST /api/v1/members/upgrade-account', () => {
  it('makes a regular member a licensed broker whose licence awaits review, tells them, and answers 409 when asked again', async () => {
    const member = await registerByPhone(api);
    const documentId = await uploadLicence(member);
    const body = {
      isOwner: true,
      companyName: 'مكتب الشامية العقاري',
      registrationNumber: 'KW-2026-0042',
      documentIds: [documentId],
    };
    const res = await upgrade(member, body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({
      id: member.id,
      memberType: 2,
      brokerType: 'licensed',
    });
    expect(await memberRow(member.id)).toMatchObject({
      accountType: 2,
      brokerType: 'licensed',
      isOwner: true,
      companyName: 'مكتب الشامية العقاري',
      registrationNumber: 'KW-2026-0042',
      licenceStatus: 'pending',
    });
    expect(await upgradeNotices(member.id)).toEqual([
      { params: { event: 'upgradeLicensed' }, link: '/profile/account-settings' },
    ]);
    for (const [locale, title] of [
      ['ar', 'استلمنا طلب ترقية حسابك'],
      ['en', 'We received your upgrade request'],
    ] as const) {
      const list = await api.request('/api/v1/notifications', {
        headers: { ...bearer(member.token), 'x-localization': locale },
      });
      const [notice] = ((await list.json()) as { data: Array<{ title: string; body: string }> }).data;
      expect(notice?.title).toBe(title);
    }

    const again = await upgrade(member, body);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('CONFLICT');
    expect(await upgradeNotices(member.id)).toHaveLength(1);
  });

  it('makes a regular member a marketeer of a licensed office', async () => {
    const office = await registerByPhone(api, {
      accountType: 2,
      isOwner: true,
      companyName: 'مكتب الخليج العقاري',
      registrationNumber: 'KW-1',
    });
    const member = await registerByPhone(api);
    const res = await upgrade(member, { isOwner: false, companyId: office.id });
    expect(res.status).toBe(200);
    expect(await memberRow(member.id)).toMatchObject({
      accountType: 2,
      brokerType: 'marketeer',
      isOwner: false,
      officeId: office.id,
      licenceStatus: null,
    });
    expect((await upgradeNotices(member.id)).map((n) => n.params)).toEqual([{ event: 'upgradeMarketeer' }]);
    // An office account from sign-up cannot upgrade either; its licence, like any new one, awaits review.
    expect((await upgrade(office, { isOwner: false, companyId: office.id })).status).toBe(409);
    expect((await memberRow(office.id)).licenceStatus).toBe('pending');
  });

  it('refuses missing fields, a document that is not the caller’s, an office that is not a licensed one, and unknown keys', async () => {
    const member = await registerByPhone(api);
    const stranger = await registerByPhone(api);
    const strangersDocument = await uploadLicence(stranger);
    const cases: Array<[unknown, string]> = [
      [{ isOwner: true, companyName: 'مكتب', registrationNumber: 'KW-2' }, 'documentIds'],
      [
        { isOwner: true, companyName: 'مكتب الري', registrationNumber: '', documentIds: [strangersDocument] },
        'registrationNumber',
      ],
      [
        { isOwner: true, companyName: 'مكتب الري', registrationNumber: 'KW-2', documentIds: [strangersDocument] },
        'documentIds',
      ],
      [{ isOwner: false, companyId: stranger.id }, 'companyId'],
      [{ isOwner: false }, 'companyId'],
    ];
    for (const [body, field] of cases) {
      const res = await upgrade(member, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fieldErrors?: Record<string, string[]> }).fieldErrors?.[field]).toBeTruthy();
    }
    expect((await upgrade(member, { isOwner: false, companyId: stranger.id, accountType: 2 })).status).toBe(400);
    expect((await upgrade(member, 'office')).status).toBe(400);
    expect((await memberRow(member.id)).accountType).toBe(1);
  });

  it('needs a signed-in member', async () => {
    expect((await upgrade(undefined, { isOwner: false, companyId: 1 })).status).toBe(401);
  });
});
