import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { stopJobQueue } from '../../jobs/queue';
import { brokerProfile } from '../../services/offices/offices';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

beforeAll(async () => {
  api = await testApp();
});
afterAll(async () => {
  await stopJobQueue();
});

async function makeOffice(name: string, licenceStatus: 'pending' | 'verified' = 'verified'): Promise<Session> {
  const session = await registerByPhone(api);
  await db()
    .update(members)
    .set({
      accountType: 2,
      brokerType: 'licensed',
      companyName: name,
      registrationNumber: `KW-${session.id}`,
      licenceStatus,
    })
    .where(eq(members.id, session.id));
  return session;
}

async function makeMarketeer(officeId: number, officeStatus: 'pending' | 'accepted'): Promise<Session> {
  const session = await registerByPhone(api);
  await db()
    .update(members)
    .set({ accountType: 2, brokerType: 'marketeer', officeId, officeStatus })
    .where(eq(members.id, session.id));
  return session;
}

async function liveAd(ownerId: number, areaId = 34): Promise<number> {
  const [row] = await db()
    .insert(ads)
    .values({
      ownerId,
      dealTypeId: 2,
      categoryId: 2,
      propertyTypeId: 8,
      areaId,
      title: 'شقة للإيجار',
      sizeSqm: 100,
      priceFils: 400_000,
      status: adStatus.approved,
      publishedAt: new Date(),
    })
    .returning({ id: ads.id });
  return row!.id;
}

const json = async <T>(res: Response) => (await res.json()) as T;
const brokerInfo = (patch: Record<string, unknown> = {}) => ({
  companyName: 'مكتب الاختبار العقاري',
  registrationNumber: 'KW-TEST-1',
  about: 'نعمل في بيع وتأجير السكن الخاص.',
  areaIds: [34],
  sectorIds: [1, 2],
  opensAt: '09:00',
  closesAt: '17:00',
  ...patch,
});

describe('GET /api/v1/members/{id}', () => {
  it('answers an office with its profile and anyone else (regular, marketeer, unknown) with 404', async () => {
    const office = await makeOffice('مكتب الصفاة');
    const marketeer = await makeMarketeer(office.id, 'accepted');
    const regular = await registerByPhone(api);
    const res = await api.request(`/api/v1/members/${office.id}`);
    expect(res.status).toBe(200);
    expect((await json<{ data: { name: string; licenceVerified: boolean } }>(res)).data).toMatchObject({
      name: 'مكتب الصفاة',
      licenceVerified: true,
    });
    for (const id of [marketeer.id, regular.id, 999_999])
      expect((await api.request(`/api/v1/members/${id}`)).status).toBe(404);
    for (const path of ['ads', 'fact', 'marketeers'])
      expect((await api.request(`/api/v1/members/${path}/${regular.id}`)).status).toBe(404);
    expect((await api.request(`/api/v1/members/active-ads/${regular.id}`, { method: 'POST', json: {} })).status).toBe(
      404,
    );
  });

  it('refuses ids that are not positive integers with 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await api.request(`/api/v1/members/${id}`)).status).toBe(400);
  });
});

describe('office ads, facts and marketeers', () => {
  it('counts the office and its accepted marketeers, not pending ones, 10 ads a page', async () => {
    const office = await makeOffice('مكتب الشرق');
    const accepted = await makeMarketeer(office.id, 'accepted');
    const pending = await makeMarketeer(office.id, 'pending');
    for (let i = 0; i < 11; i++) await liveAd(office.id);
    const marketeerAd = await liveAd(accepted.id);
    await liveAd(pending.id);
    const first = await json<{ data: { id: number }[]; totalItems: number; pageSize: number }>(
      await api.request(`/api/v1/members/ads/${office.id}`),
    );
    expect(first).toMatchObject({ totalItems: 12, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    const second = await json<{ data: { id: number }[] }>(
      await api.request(`/api/v1/members/active-ads/${office.id}?page=2`, { method: 'POST', json: {} }),
    );
    expect(second.data).toHaveLength(2);
    const rent = await json<{ totalItems: number }>(
      await api.request(`/api/v1/members/active-ads/${office.id}`, { method: 'POST', json: { dealType: 'sale' } }),
    );
    expect(rent.totalItems).toBe(0);
    expect([...first.data, ...second.data].map((a) => a.id)).toContain(marketeerAd);
    const facts = await json<{ data: { activeAds: number; marketeers: number } }>(
      await api.request(`/api/v1/members/fact/${office.id}`),
    );
    expect(facts.data).toMatchObject({ activeAds: 12, marketeers: 1 });
    const publicList = await json<{ data: { id: number; phone?: string }[] }>(
      await api.request(`/api/v1/members/marketeers/${office.id}`),
    );
    expect(publicList.data.map((m) => m.id)).toEqual([accepted.id]);
    expect(publicList.data[0]).not.toHaveProperty('phone');
    const own = await json<{ data: { id: number; status: string }[] }>(
      await api.request(`/api/v1/members/marketeers/${office.id}?status=pending`, { headers: bearer(office.token) }),
    );
    expect(own.data.map((m) => m.id)).toEqual([pending.id]);
  });

  it('sorts marketeers by the sort options and refuses an unknown sort', async () => {
    const options = await json<{ data: { id: string }[] }>(await api.request('/api/v1/members/sort-options'));
    expect(options.data.map((o) => o.id)).toEqual(['newest', 'oldest', 'most-ads', 'name']);
    const office = await makeOffice('مكتب الترتيب');
    const a = await makeMarketeer(office.id, 'accepted');
    const b = await makeMarketeer(office.id, 'accepted');
    await liveAd(a.id);
    const ids = async (sort: string) =>
      (
        await json<{ data: { id: number }[] }>(
          await api.request(`/api/v1/members/marketeers/${office.id}?sort=${sort}`),
        )
      ).data.map((m) => m.id);
    expect(await ids('newest')).toEqual([b.id, a.id]);
    expect(await ids('oldest')).toEqual([a.id, b.id]);
    expect(await ids('most-ads')).toEqual([a.id, b.id]);
    expect((await api.request(`/api/v1/members/marketeers/${office.id}?sort=random`)).status).toBe(400);
  });
});

describe('GET /api/v1/members/offices and /common/similar-offices', () => {
  it('finds offices by area and name, 10 a page, and leaves the asking office out of its similar offices', async () => {
    const office = await makeOffice('مكتب الجهراء الحديث');
    await api.request('/api/v1/members/update-broker-information', {
      method: 'POST',
      json: brokerInfo({ companyName: 'مكتب الجهراء الحديث', registrationNumber: `KW-${office.id}`, areaIds: [1] }),
      headers: bearer(office.token),
    });
    const byArea = await json<{ data: { id: number }[]; pageSize: number }>(
      await api.request('/api/v1/members/offices?areaId=1'),
    );
    expect(byArea.pageSize).toBe(10);
    expect(byArea.data.map((o) => o.id)).toContain(office.id);
    const byName = await json<{ data: { id: number }[] }>(
      await api.request(`/api/v1/members/offices?q=${encodeURIComponent('الجهراء الحديث')}`),
    );
    expect(byName.data.map((o) => o.id)).toEqual([office.id]);
    const similar = await json<{ data: { id: number }[] }>(
      await api.request(`/api/v1/common/similar-offices?areaId=1&exceptId=${office.id}`),
    );
    expect(similar.data.map((o) => o.id)).not.toContain(office.id);
    for (const query of ['sort=cheapest', 'page=0', 'areaId=x', 'extra=1'])
      expect((await api.request(`/api/v1/members/offices?${query}`)).status).toBe(400);
  });
});

describe('marketeer management', () => {
  it('lets only the office accept and remove its marketeers; the marketeer is told and their ads leave the office page', async () => {
    const office = await makeOffice('مكتب الفريق');
    const other = await makeOffice('مكتب آخر');
    const marketeer = await makeMarketeer(office.id, 'pending');
    const colleague = await makeMarketeer(office.id, 'accepted');
    const ad = await liveAd(marketeer.id);
    // Nobody but the office: another office gets 404, a marketeer and a regular member 403, no session 401.
    expect(
      (
        await api.request(`/api/v1/members/marketeers/${marketeer.id}/accept`, {
          method: 'POST',
          headers: bearer(other.token),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.request(`/api/v1/members/marketeers/${marketeer.id}`, {
          method: 'DELETE',
          headers: bearer(colleague.token),
        })
      ).status,
    ).toBe(403);
    expect((await api.request(`/api/v1/members/marketeers/${marketeer.id}`, { method: 'DELETE' })).status).toBe(401);
    expect(
      (
        await api.request(`/api/v1/members/marketeers/${marketeer.id}`, {
          method: 'DELETE',
          headers: bearer(other.token),
        })
      ).status,
    ).toBe(404);

    expect(
      (
        await api.request(`/api/v1/members/marketeers/${marketeer.id}/accept`, {
          method: 'POST',
          headers: bearer(office.token),
        })
      ).status,
    ).toBe(200);
    let officeAds = await json<{ data: { id: number }[] }>(await api.request(`/api/v1/members/ads/${office.id}`));
    expect(officeAds.data.map((a) => a.id)).toContain(ad);

    const removed = await api.request(`/api/v1/members/marketeers/${marketeer.id}`, {
      method: 'DELETE',
      headers: bearer(office.token),
    });
    expect((await json<{ data: unknown }>(removed)).data).toEqual({ removed: 'removed' });
    officeAds = await json<{ data: { id: number }[] }>(await api.request(`/api/v1/members/ads/${office.id}`));
    expect(officeAds.data.map((a) => a.id)).not.toContain(ad);
    const [stillLive] = await db().select({ ownerId: ads.ownerId, status: ads.status }).from(ads).where(eq(ads.id, ad));
    expect(stillLive).toEqual({ ownerId: marketeer.id, status: adStatus.approved });
    const told = await db()
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.memberId, marketeer.id), eq(notifications.kind, 'office-event')));
    expect(told.map((n) => (n.params as { event: string }).event)).toEqual(['marketeerAccepted', 'marketeerRemoved']);
    expect(
      (
        await api.request(`/api/v1/members/marketeers/${marketeer.id}`, {
          method: 'DELETE',
          headers: bearer(office.token),
        })
      ).status,
    ).toBe(404);
  });

  it('tells the office when a marketeer asks to join through the account upgrade', async () => {
    const office = await makeOffice('مكتب الطلبات');
    const member = await registerByPhone(api);
    expect(
      (
        await api.request('/api/v1/members/upgrade-account', {
          method: 'POST',
          json: { isOwner: false, companyId: office.id },
          headers: bearer(member.token),
        })
      ).status,
    ).toBe(200);
    const [row] = await db()
      .select({ officeStatus: members.officeStatus })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row?.officeStatus).toBe('pending');
    const requests = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, office.id), eq(notifications.kind, 'marketeer-event')));
    expect(requests).toHaveLength(1);
  });
});

describe('POST /api/v1/members/update-broker-information', () => {
  it('edits the caller’s own office only; a new licence number sends the licence back to verification', async () => {
    const office = await makeOffice('مكتب التعديل');
    const res = await api.request('/api/v1/members/update-broker-information', {
      method: 'POST',
      json: brokerInfo({ companyName: 'مكتب التعديل', registrationNumber: `KW-${office.id}` }),
      headers: bearer(office.token),
    });
    expect(res.status).toBe(200);
    let [row] = await db().select().from(members).where(eq(members.id, office.id));
    expect(row).toMatchObject({ licenceStatus: 'verified', companyName: 'مكتب التعديل' });
    await api.request('/api/v1/members/update-broker-information', {
      method: 'POST',
      json: brokerInfo({ companyName: 'مكتب التعديل', registrationNumber: 'KW-NEW-77' }),
      headers: bearer(office.token),
    });
    [row] = await db().select().from(members).where(eq(members.id, office.id));
    expect(row?.licenceStatus).toBe('pending');
    const marketeer = await makeMarketeer(office.id, 'accepted');
    expect(
      (
        await api.request('/api/v1/members/update-broker-information', {
          method: 'POST',
          json: brokerInfo(),
          headers: bearer(marketeer.token),
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request('/api/v1/members/update-broker-information', { method: 'POST', json: brokerInfo() })).status,
    ).toBe(401);
  });

  it.each([
    [{ companyName: '' }, 'companyName'],
    [{ areaIds: [999_999] }, 'areaIds'],
    [{ sectorIds: [999] }, 'sectorIds'],
    [{ opensAt: '25:00' }, 'opensAt'],
    [{ opensAt: '18:00', closesAt: '09:00' }, 'closesAt'],
    [{ website: 'javascript:alert(1)' }, 'website'],
    [{ instagram: 'a b' }, 'instagram'],
    [{ contactPhone: '123' }, 'contactPhone'],
    [{ licenceDocumentId: 999_999 }, 'licenceDocumentId'],
    [{ officeId: 1 }, '_'],
  ])('refuses %o with a field error on %s', async (patch, field) => {
    const office = await makeOffice('مكتب المدخلات');
    const res = await api.request('/api/v1/members/update-broker-information', {
      method: 'POST',
      json: brokerInfo(patch),
      headers: bearer(office.token),
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await json<{ fieldErrors: Record<string, string[]> }>(res)).fieldErrors)).toContain(field);
  });
});

describe('office names', () => {
  const officeRow = async (id: number) => (await db().select().from(members).where(eq(members.id, id)))[0]!;
  const updateInfo = (office: Session, companyName: string) =>
    api.request('/api/v1/members/update-broker-information', {
      method: 'POST',
      json: brokerInfo({ companyName, registrationNumber: `KW-${office.id}` }),
      headers: bearer(office.token),
    });

  it("a verified office cannot take another verified office's name, in any spelling; a rename goes back to review", async () => {
    await makeOffice('مكتب الأمانة العقاري');
    const other = await makeOffice('مكتب بيان');
    for (const taken of [' مكتب  الامانه العقارى ', 'مكتب الأمانة-العقاري', 'مكتبالأمانةالعقاري']) {
      const res = await updateInfo(other, taken);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        code: 'OFFICE_NAME_TAKEN',
        fieldErrors: { companyName: [expect.any(String)] },
      });
    }
    expect(await officeRow(other.id)).toMatchObject({ companyName: 'مكتب بيان', licenceStatus: 'verified' });
    expect((await updateInfo(other, 'مكتب بيان الجديد')).status).toBe(200);
    expect(await officeRow(other.id)).toMatchObject({ companyName: 'مكتب بيان الجديد', licenceStatus: 'pending' });
  });

  it('holds for the business details too, and an operator cannot verify a second office of one name', async () => {
    await makeOffice('Gulf Homes Realty');
    const office = await makeOffice('Pearl Realty');
    const details = (companyName: string) =>
      api.request('/api/v1/auth/users/business-details', {
        method: 'POST',
        json: { companyName, registrationNumber: `KW-${office.id}` },
        headers: bearer(office.token),
      });
    expect(await (await details('GULF homes   realty')).json()).toMatchObject({ code: 'OFFICE_NAME_TAKEN' });
    expect(await officeRow(office.id)).toMatchObject({ companyName: 'Pearl Realty', licenceStatus: 'verified' });
    expect((await details('Pearl Realty Kuwait')).status).toBe(200);
    expect((await officeRow(office.id)).licenceStatus).toBe('pending');

    const newcomer = await makeOffice('gulf-homes realty', 'pending');
    const operator = await registerByPhone(api);
    await grantRole(operator.id, 'operator');
    const approve = await api.request(`/api/v1/operator/licences/${newcomer.id}/decision`, {
      method: 'POST',
      json: { decision: 'approve' },
      headers: bearer(operator.token),
    });
    expect(approve.status).toBe(409);
    expect((await officeRow(newcomer.id)).licenceStatus).toBe('pending');
  });
});

describe('office phone', () => {
  it('reveals and counts the office number; a non-office is 404', async () => {
    const office = await makeOffice('مكتب الهاتف');
    const res = await api.request(`/api/v1/members/${office.id}/phone`, { method: 'POST' });
    expect((await json<{ data: { phone: string } }>(res)).data.phone).toBe(office.phone);
    const facts = await json<{ data: { phoneReveals: number } }>(
      await api.request(`/api/v1/members/fact/${office.id}`),
    );
    expect(facts.data.phoneReveals).toBe(1);
    const regular = await registerByPhone(api);
    expect((await api.request(`/api/v1/members/${regular.id}/phone`, { method: 'POST' })).status).toBe(404);
  });
});

describe('licence verification', () => {
  it('lets an operator approve or reject a pending licence (the broker is told); anyone else is 403', async () => {
    const office = await makeOffice('مكتب ينتظر', 'pending');
    const rejected = await makeOffice('مكتب مرفوض', 'pending');
    const operator = await registerByPhone(api);
    await grantRole(operator.id, 'operator');
    expect((await api.request('/api/v1/operator/licences', { headers: bearer(office.token) })).status).toBe(403);
    expect(
      (
        await api.request(`/api/v1/operator/licences/${office.id}/decision`, {
          method: 'POST',
          json: { decision: 'approve' },
          headers: bearer(office.token),
        })
      ).status,
    ).toBe(403);
    const queue = await json<{ data: { id: number }[] }>(
      await api.request('/api/v1/operator/licences', { headers: bearer(operator.token) }),
    );
    expect(queue.data.map((r) => r.id)).toEqual(expect.arrayContaining([office.id, rejected.id]));
    const decide = (id: number, body: unknown) =>
      api.request(`/api/v1/operator/licences/${id}/decision`, {
        method: 'POST',
        json: body,
        headers: bearer(operator.token),
      });
    expect((await decide(rejected.id, { decision: 'reject' })).status).toBe(400);
    expect((await decide(rejected.id, { decision: 'reject', reason: 'رقم الترخيص غير مطابق للسجل' })).status).toBe(200);
    expect((await decide(office.id, { decision: 'approve' })).status).toBe(200);
    expect((await decide(office.id, { decision: 'approve' })).status).toBe(404);
    const profile = await json<{ data: { licenceVerified: boolean } }>(
      await api.request(`/api/v1/members/${office.id}`),
    );
    expect(profile.data.licenceVerified).toBe(true);
    const told = await db()
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.memberId, rejected.id), eq(notifications.kind, 'office-event')));
    expect(told.map((n) => n.params)).toEqual([{ event: 'licenceRejected', reason: 'رقم الترخيص غير مطابق للسجل' }]);
  });

  it('calls a broker licensed only once an operator approved the licence: under review before, not verified if rejected', async () => {
    const office = await makeOffice('مكتب جديد', 'pending');
    const adId = await liveAd(office.id);
    const licence = async () => ({
      office: (
        await json<{ data: { licence: string; licenceVerified: boolean } }>(
          await api.request(`/api/v1/members/${office.id}`),
        )
      ).data,
      broker: await brokerProfile(office.id),
      advertiser: (await json<{ data: { advertiser: { licence: string } } }>(await api.request(`/api/v1/ads/${adId}`)))
        .data.advertiser.licence,
    });
    expect(await licence()).toMatchObject({
      office: { licence: 'under-review', licenceVerified: false },
      broker: { licence: 'under-review' },
      advertiser: 'under-review',
    });
    // A new office's licence has no status until its document is read: still under review, never "licensed".
    await db().update(members).set({ licenceStatus: null }).where(eq(members.id, office.id));
    expect(await licence()).toMatchObject({ office: { licence: 'under-review' }, advertiser: 'under-review' });
    const operator = await registerByPhone(api);
    await grantRole(operator.id, 'operator');
    await db().update(members).set({ licenceStatus: 'pending' }).where(eq(members.id, office.id));
    expect(
      (
        await api.request(`/api/v1/operator/licences/${office.id}/decision`, {
          method: 'POST',
          json: { decision: 'approve' },
          headers: bearer(operator.token),
        })
      ).status,
    ).toBe(200);
    expect(await licence()).toMatchObject({
      office: { licence: 'verified', licenceVerified: true },
      broker: { licence: 'verified' },
      advertiser: 'verified',
    });
    await db().update(members).set({ licenceStatus: 'rejected' }).where(eq(members.id, office.id));
    expect(await licence()).toMatchObject({
      office: { licence: 'not-verified' },
      broker: { licence: 'not-verified' },
      advertiser: 'not-verified',
    });
  });
});

describe('broker ads filter', () => {
  it('keeps ads of offices and accepted marketeers only', async () => {
    const office = await makeOffice('مكتب إعلانات الوسطاء');
    const pending = await makeMarketeer(office.id, 'pending');
    const regular = await registerByPhone(api);
    const officeAd = await liveAd(office.id, 77);
    const pendingAd = await liveAd(pending.id, 77);
    const regularAd = await liveAd(regular.id, 77);
    const list = await json<{ data: { id: number }[] }>(
      await api.request('/api/v1/ads?brokerAds=true&areaId=77&pageSize=50'),
    );
    const ids = list.data.map((a) => a.id);
    expect(ids).toContain(officeAd);
    expect(ids).not.toContain(pendingAd);
    expect(ids).not.toContain(regularAd);
    expect((await api.request('/api/v1/ads?brokerAds=yes')).status).toBe(400);
  });
});
