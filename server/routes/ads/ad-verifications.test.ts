import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import en from '@/messages/en.json';
import type { AdVerification, AdVerificationState, VerificationQueueRow } from '@/lib/schemas/ad-verifications';
import type { AdDetail, AdPage } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { accountTypes, members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { listAds } from '../../services/ads/list-ads';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { insertLiveAd } from '../../testing/ad-input';
import { samplePdf } from '../../testing/sample-pdf';
import { testApp } from '../../testing/test-app';

/* Verified listings (issue 29 §5): the request, the operator's grant or refusal, the badge and its lapse. */

const marker = `zv${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`;
const DAY = 24 * 3600_000;
let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let owner: Session;
/** A second owner: requests are rate-limited per member a day, failed ones included. */
let seller: Session;
let office: Session;
let stranger: Session;
let operator: Session;
let jpeg: Buffer;
let pdf: Buffer;

beforeAll(async () => {
  api = await testApp();
  [owner, office, stranger, operator, seller] = await Promise.all([
    registerByPhone(api),
    registerByPhone(api),
    registerByPhone(api),
    registerByPhone(api),
    registerByPhone(api),
  ]);
  await grantRole(operator.id, 'operator');
  await db()
    .update(members)
    .set({ accountType: accountTypes.office, companyName: 'مكتب التوثيق' })
    .where(eq(members.id, office.id));
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  pdf = await samplePdf('Title deed 2026/771');
});

const liveAd = (ownerId: number, values: Parameters<typeof insertLiveAd>[1] = {}) =>
  insertLiveAd(ownerId, { title: 'شقة للتوثيق', searchText: `شقه ${marker}`, ...values });

type Part = { bytes: Buffer; type: string; name: string };
const plate = (): Part => ({ bytes: jpeg, type: 'image/jpeg', name: 'plate.jpg' });
const deed = (): Part => ({ bytes: pdf, type: 'application/pdf', name: 'deed.pdf' });

function ask(session: Session | undefined, adId: number, unitNumber: string, files: Part[]) {
  const form = new FormData();
  form.append('unitNumber', unitNumber);
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return api.request(`/api/v1/ads/${adId}/verification`, {
    method: 'POST',
    body: form,
    headers: { ...(session && bearer(session.token)), 'x-localization': 'en' },
  });
}

const decide = (session: Session, id: number, body: unknown) =>
  api.request(`/api/v1/operator/verifications/${id}/decision`, {
    method: 'POST',
    json: body,
    headers: bearer(session.token),
  });

const json = async <T>(res: Response) => (await res.json()) as { data: T };
const publicAd = async (id: number) => (await json<AdDetail>(await api.request(`/api/v1/ads/${id}`))).data;
const list = (query: Parameters<typeof listAds>[0] = {}) =>
  listAds({ q: marker, pageSize: 50, ...query }, new Date(), { slots: 0, rotationMinutes: 60 });
const ids = (page: AdPage) => page.data.map((card) => card.id);

async function requested(session: Session, adId: number, files: Part[]): Promise<AdVerification> {
  const res = await ask(session, adId, '١٢٣٤٥٦٧٨', files);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<AdVerification>(res)).data;
}

describe('asking for verification', () => {
  it('takes the unit number, the plate photo and an owner’s document; refuses what is missing or wrong', async () => {
    const ad = await liveAd(owner.id);
    expect((await ask(undefined, ad, '12345678', [plate(), deed()])).status).toBe(401);
    expect((await ask(stranger, ad, '12345678', [plate(), deed()])).status).toBe(404);
    const fields = async (res: Response) =>
      ((await res.json()) as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    const noDocument = await ask(owner, ad, '12345678', [plate()]);
    expect(noDocument.status).toBe(400);
    expect(await fields(noDocument)).toEqual({ files: [en.adVerifications.validation.rightDocument] });
    const pdfPlate = await ask(owner, ad, '12345678', [deed(), plate()]);
    expect(await fields(pdfPlate)).toEqual({ files: [en.adVerifications.validation.platePhoto] });
    const badUnit = await ask(owner, ad, '1234', [plate(), deed()]);
    expect(badUnit.status).toBe(400);
    expect(await fields(badUnit)).toEqual({ unitNumber: [en.general.validation.unit_number] });

    const request = await requested(owner, ad, [plate(), deed()]);
    expect(request).toMatchObject({ adId: ad, status: 'pending', unitNumber: '12345678', reason: null });
    // One open request per ad.
    expect((await ask(owner, ad, '12345678', [plate(), deed()])).status).toBe(409);
    // Only a live ad.
    const draft = await liveAd(owner.id, { status: adStatus.pending });
    expect((await ask(owner, draft, '12345678', [plate(), deed()])).status).toBe(409);
  });

  it('needs no document from an office', async () => {
    const request = await requested(office, await liveAd(office.id), [plate()]);
    expect(request.status).toBe('pending');
  });

  it('shows the owner their own requests only', async () => {
    const ad = await liveAd(owner.id);
    await requested(owner, ad, [plate(), deed()]);
    const mine = await api.request(`/api/v1/ads/${ad}/verification`, { headers: bearer(owner.token) });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toContain('no-store');
    expect((await json<AdVerificationState>(mine)).data).toMatchObject({
      verifiedAt: null,
      requests: [{ status: 'pending' }],
    });
    expect((await api.request(`/api/v1/ads/${ad}/verification`, { headers: bearer(stranger.token) })).status).toBe(404);
    expect((await api.request(`/api/v1/ads/${ad}/verification`)).status).toBe(401);
  });
});

describe('the operator’s desk', () => {
  it('is for operators only: the queue, the files and the decisions', async () => {
    const ad = await liveAd(owner.id);
    const request = await requested(owner, ad, [plate(), deed()]);
    for (const session of [owner, stranger]) {
      expect((await api.request('/api/v1/operator/verifications', { headers: bearer(session.token) })).status).toBe(
        403,
      );
      for (const file of ['plate', 'document'])
        expect(
          (
            await api.request(`/api/v1/operator/verifications/${request.id}/files/${file}`, {
              headers: bearer(session.token),
            })
          ).status,
        ).toBe(403);
      expect((await decide(session, request.id, { decision: 'grant' })).status).toBe(403);
    }
    expect((await api.request('/api/v1/operator/verifications')).status).toBe(401);
    // The files are private: the public file route never serves them.
    const queue = await json<VerificationQueueRow[]>(
      await api.request('/api/v1/operator/verifications', { headers: bearer(operator.token) }),
    );
    const row = queue.data.find((r) => r.id === request.id);
    expect(row).toMatchObject({
      unitNumber: '12345678',
      hasDocument: true,
      ad: { id: ad },
      advertiser: { id: owner.id },
    });
    const plateFile = await api.request(`/api/v1/operator/verifications/${request.id}/files/plate`, {
      headers: bearer(operator.token),
    });
    expect(plateFile.status).toBe(200);
    expect(plateFile.headers.get('content-type')).toBe('image/webp');
    expect(plateFile.headers.get('cache-control')).toBe('private, no-store');
    const document = await api.request(`/api/v1/operator/verifications/${request.id}/files/document`, {
      headers: bearer(operator.token),
    });
    expect(document.headers.get('content-type')).toBe('application/pdf');
    const officeRequest = await requested(office, await liveAd(office.id), [plate()]);
    expect(
      (
        await api.request(`/api/v1/operator/verifications/${officeRequest.id}/files/document`, {
          headers: bearer(operator.token),
        })
      ).status,
    ).toBe(404);
  });

  it('grants the badge: the ad page and its card show it with the date, the owner is told', async () => {
    const ad = await liveAd(seller.id);
    const request = await requested(seller, ad, [plate(), deed()]);
    expect((await publicAd(ad)).verifiedAt).toBeNull();
    const granted = await decide(operator, request.id, { decision: 'grant' });
    expect(granted.status).toBe(200);
    expect((await json<AdVerification>(granted)).data.status).toBe('granted');
    expect((await decide(operator, request.id, { decision: 'grant' })).status).toBe(404);
    const page = await publicAd(ad);
    expect(page.verifiedAt).not.toBeNull();
    expect(page).not.toHaveProperty('unitNumber');
    const [row] = await db().select({ unitNumber: ads.unitNumber }).from(ads).where(eq(ads.id, ad));
    expect(row?.unitNumber).toBe('12345678');
    expect((await list()).data.find((card) => card.id === ad)?.verifiedAt).toBe(page.verifiedAt);
    const told = await db()
      .select({ params: notifications.params, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.memberId, seller.id), eq(notifications.kind, 'request-status-changed')));
    expect(told.some((n) => n.link === `/ads/${ad}`)).toBe(true);
  });

  it('refuses with a reason the owner reads, who may ask again', async () => {
    const ad = await liveAd(seller.id);
    const request = await requested(seller, ad, [plate(), deed()]);
    expect((await decide(operator, request.id, { decision: 'refuse' })).status).toBe(400);
    expect((await decide(operator, request.id, { decision: 'refuse', reason: 'اللوحة غير واضحة' })).status).toBe(200);
    const state = await json<AdVerificationState>(
      await api.request(`/api/v1/ads/${ad}/verification`, { headers: bearer(seller.token) }),
    );
    expect(state.data).toMatchObject({
      verifiedAt: null,
      requests: [{ status: 'refused', reason: 'اللوحة غير واضحة' }],
    });
    expect((await publicAd(ad)).verifiedAt).toBeNull();
    await requested(seller, ad, [plate(), deed()]);
  });
});

describe('the badge', () => {
  it('lapses without a fresh availability confirmation within the lapse days', async () => {
    const ad = await liveAd(owner.id, { verifiedAt: new Date(Date.now() - 15 * DAY), unitNumber: '55554444' });
    expect((await publicAd(ad)).verifiedAt).toBeNull();
    await db()
      .update(ads)
      .set({ availabilityConfirmedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(ads.id, ad));
    expect((await publicAd(ad)).verifiedAt).not.toBeNull();
    await db()
      .update(ads)
      .set({ availabilityConfirmedAt: new Date(Date.now() - 14 * DAY - 60_000) })
      .where(eq(ads.id, ad));
    expect((await publicAd(ad)).verifiedAt).toBeNull();
  });

  it('goes when the owner changes the unit number', async () => {
    const ad = await liveAd(owner.id, { verifiedAt: new Date(), unitNumber: '66665555' });
    const edit = (unitNumber: string) =>
      api.request(`/api/v1/ads/${ad}`, {
        method: 'PUT',
        json: {
          title: 'شقة للتوثيق',
          dealType: 'rent',
          categoryId: 2,
          propertyTypeId: 8,
          areaId: 34,
          // Figures none of the owner's other ads share, so that the edit is no copy of one of them.
          sizeSqm: 173,
          priceFils: 617_000,
          unitNumber,
        },
        headers: bearer(owner.token),
      });
    expect((await json<AdDetail>(await edit('66665555'))).data.verifiedAt).not.toBeNull();
    expect((await json<AdDetail>(await edit('66665556'))).data.verifiedAt).toBeNull();
  });

  it('filters the lists on verified ads and sorts them first, page after page', async () => {
    const verified = [];
    for (let n = 0; n < 3; n += 1)
      verified.push(
        await liveAd(office.id, {
          verifiedAt: new Date(Date.now() - n * DAY),
          publishedAt: new Date(Date.now() - (10 + n) * DAY),
        }),
      );
    const lapsed = await liveAd(office.id, { verifiedAt: new Date(Date.now() - 30 * DAY) });
    const only = await list({ verified: true });
    expect(ids(only)).toEqual(expect.arrayContaining(verified));
    expect(ids(only)).not.toContain(lapsed);
    expect(only.data.every((card) => card.verifiedAt !== null)).toBe(true);

    const all = await list({ sort: 'verified' });
    const firstPlain = all.data.findIndex((card) => card.verifiedAt === null);
    expect(all.data.slice(firstPlain).every((card) => card.verifiedAt === null)).toBe(true);
    expect(ids(all).slice(0, firstPlain)).toEqual(expect.arrayContaining(verified));
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.totalItems / 2); page += 1) {
      const part = await listAds({ q: marker, sort: 'verified', pageSize: 2, page }, new Date(), {
        slots: 0,
        rotationMinutes: 60,
      });
      expect(part.totalItems).toBe(all.totalItems);
      seen.push(...ids(part));
    }
    expect(seen).toEqual(ids(all));
  });
});
