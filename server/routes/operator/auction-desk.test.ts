import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuctionDeskDetail, AuctionDeskSession } from '@/lib/schemas/auction-desk';
import type { AuctionDetail } from '@/lib/schemas/auctions';
import type { AuditLogPage } from '@/lib/schemas/staff';
import { db } from '../../db/client';
import { auctionOrganizers } from '../../db/schema/market';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { samplePdf } from '../../testing/sample-pdf';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let staff: Session;
let organizerId: number;
const salmiya = 34;

const json = async <T>(res: Response) => (await res.json()) as T;
/** A Kuwait calendar day `days` from today. */
const kuwaitDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const paci = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

const send = (method: string, path: string, body?: unknown, token = staff.token) =>
  api.request(`/api/v1/operator/auctions${path}`, {
    method,
    headers: bearer(token),
    ...(body === undefined ? {} : { json: body }),
  });

const sessionInput = (days: number) => ({
  organizerId,
  titleAr: `مزاد تجريبي ${randomUUID().slice(0, 8)}`,
  titleEn: 'Test auction',
  day: kuwaitDay(days),
  time: '10:00',
  venueAr: 'قصر العدل',
  venueEn: 'Palace of Justice',
});

const propertyInput = () => ({
  areaId: salmiya,
  propertyKind: 'house',
  paciNumber: paci(),
  plotNumber: '112',
  sizeSqm: 400,
  addressAr: 'السالمية، قطعة 4، شارع 12',
  addressEn: 'Salmiya, Block 4, Street 12',
  conditionAr: 'شاغر',
  conditionEn: 'Vacant',
  startingPriceKwd: 250_000,
});

async function createSession(days: number) {
  const res = await send('POST', '', sessionInput(days));
  expect(res.status).toBe(201);
  return (await json<{ data: AuctionDeskDetail }>(res)).data;
}

async function addProperty(sessionId: number, input = propertyInput()) {
  const res = await send('POST', `/${sessionId}/properties`, input);
  expect(res.status).toBe(201);
  return (await json<{ data: AuctionDeskDetail }>(res)).data.properties.at(-1)!;
}

const fileForm = (bytes: Buffer, type = 'application/pdf') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'property.pdf');
  return form;
};

const uploadFile = (propertyId: number, form: FormData) =>
  api.request(`/api/v1/operator/auctions/properties/${propertyId}/file`, {
    method: 'PUT',
    body: form,
    headers: bearer(staff.token),
  });

beforeAll(async () => {
  api = await testApp();
  staff = await registerByPhone(api);
  await grantRole(staff.id, 'market-data');
  const [organizer] = await db()
    .insert(auctionOrganizers)
    .values({ slug: `desk-${randomUUID()}`, nameAr: 'منظم تجريبي', nameEn: 'Test organizer', kind: 'court' })
    .returning({ id: auctionOrganizers.id });
  organizerId = organizer!.id;
});

describe('the market-data desk: auction sessions', () => {
  it('creates a session at a Kuwait time; the same form again finds it instead of adding another', async () => {
    const input = sessionInput(5);
    const first = await send('POST', '', input);
    expect(first.status).toBe(201);
    const created = (await json<{ data: AuctionDeskDetail }>(first)).data;
    expect(created).toMatchObject({ status: 'scheduled', organizer: { id: organizerId }, properties: [] });
    expect(created.startsAt).toBe(new Date(`${input.day}T07:00:00Z`).toISOString());
    const again = await send('POST', '', input);
    expect(again.status).toBe(200);
    expect((await json<{ data: AuctionDeskDetail }>(again)).data.id).toBe(created.id);
    const list = (await json<{ data: AuctionDeskSession[] }>(await send('GET', ''))).data;
    expect(list.filter((s) => s.id === created.id)).toHaveLength(1);
  });

  it('adds a property with its PDF file, refuses a file that is not a readable PDF, and a repeated PACI number', async () => {
    const session = await createSession(3);
    const property = await addProperty(session.id);
    expect(property).toMatchObject({
      startingPriceFils: 250_000_000,
      minimumRaiseFils: 1_000_000,
      status: 'offered',
      hasFile: false,
    });
    expect((await uploadFile(property.id, fileForm(Buffer.from('%PDF-1.7\nnot really a pdf')))).status).toBe(400);
    expect((await uploadFile(property.id, fileForm(Buffer.from('plain text'), 'text/plain'))).status).toBe(400);
    const uploaded = await uploadFile(property.id, fileForm(await samplePdf('Auction property file')));
    expect(uploaded.status).toBe(200);
    expect((await json<{ data: AuctionDeskDetail }>(uploaded)).data.properties[0]?.hasFile).toBe(true);
    const file = await api.request(`/api/v1/auctions/properties/${property.id}/file`);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const repeated = await send('POST', `/${session.id}/properties`, {
      ...propertyInput(),
      paciNumber: property.paciNumber,
    });
    expect(repeated.status).toBe(409);
    expect(Object.keys((await json<{ fieldErrors: object }>(repeated)).fieldErrors)).toEqual(['paciNumber']);
  });

  it('refuses bad input on the fields, results before the session, and unknown ids', async () => {
    const bad = await send('POST', '', { ...sessionInput(2), day: '2026-02-30', time: '25:00', titleAr: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ fieldErrors: object }>(bad)).fieldErrors).sort()).toEqual([
      'day',
      'time',
      'titleAr',
    ]);
    expect((await send('POST', '', { ...sessionInput(2), organizerId: 999_999 })).status).toBe(400);
    const session = await createSession(2);
    const badProperty = await send('POST', `/${session.id}/properties`, {
      ...propertyInput(),
      paciNumber: '123',
      startingPriceKwd: 1.5,
    });
    expect(badProperty.status).toBe(400);
    expect(Object.keys((await json<{ fieldErrors: object }>(badProperty)).fieldErrors).sort()).toEqual([
      'paciNumber',
      'startingPriceKwd',
    ]);
    const property = await addProperty(session.id);
    expect((await send('PUT', `/properties/${property.id}/result`, { outcome: 'unsold' })).status).toBe(409);
    expect((await send('PATCH', `/${session.id}`, { ...sessionInput(2), status: 'completed' })).status).toBe(409);
    expect((await send('GET', '/999999999')).status).toBe(404);
    expect((await send('DELETE', '/properties/999999999')).status).toBe(404);
    expect((await send('GET', '/abc')).status).toBe(400);
  });

  it('records results with the increase computed, completes the session, and the public API shows them at once', async () => {
    const session = await createSession(-1);
    const sold = await addProperty(session.id);
    const unsold = await addProperty(session.id);
    const removed = await addProperty(session.id);
    const publicBefore = await json<{ data: AuctionDetail }>(await api.request(`/api/v1/auctions/${session.id}`));
    expect(publicBefore.data.propertiesCount).toBe(3);

    expect((await send('DELETE', `/properties/${removed.id}`)).status).toBe(200);
    const below = await send('PUT', `/properties/${sold.id}/result`, { outcome: 'sold', finalPriceKwd: 200_000 });
    expect(below.status).toBe(400);
    const result = { outcome: 'sold', finalPriceKwd: 275_000 };
    expect((await send('PUT', `/properties/${sold.id}/result`, result)).status).toBe(200);
    const resent = await send('PUT', `/properties/${sold.id}/result`, result);
    const afterSold = (await json<{ data: AuctionDeskDetail }>(resent)).data;
    expect(afterSold.properties.find((p) => p.id === sold.id)).toMatchObject({
      status: 'sold',
      finalPriceFils: 275_000_000,
      increase: { fils: 25_000_000, percent: 10 },
    });
    expect((await send('PATCH', `/${session.id}`, { ...sessionInput(-1), status: 'completed' })).status).toBe(409);
    expect((await send('PUT', `/properties/${unsold.id}/result`, { outcome: 'unsold' })).status).toBe(200);
    const completed = await send('PATCH', `/${session.id}`, {
      ...sessionInput(-1),
      titleAr: session.titleAr,
      status: 'completed',
    });
    expect(completed.status).toBe(200);
    expect((await json<{ data: AuctionDeskDetail }>(completed)).data.status).toBe('completed');

    const publicAfter = await json<{ data: AuctionDetail }>(await api.request(`/api/v1/auctions/${session.id}`));
    expect(publicAfter.data).toMatchObject({ status: 'completed', propertiesCount: 2, soldCount: 1 });
    expect(publicAfter.data.properties.find((p) => p.id === sold.id)).toMatchObject({
      status: 'sold',
      finalPriceFils: 275_000_000,
    });

    expect((await send('PUT', `/properties/${unsold.id}/result`, { outcome: 'unsold' })).status).toBe(409);
    expect((await send('PATCH', `/${session.id}`, { ...sessionInput(-1), status: 'scheduled' })).status).toBe(409);

    const admin = await registerByPhone(api);
    await grantRole(admin.id, 'admin');
    const trail = async (type: string, id: number) =>
      (
        await json<{ data: AuditLogPage }>(
          await api.request(`/api/v1/operator/audit-log?entityType=${type}&entityId=${id}`, {
            headers: bearer(admin.token),
          }),
        )
      ).data.items;
    expect((await trail('auction', session.id)).map((e) => e.action)).toEqual(['auction.completed', 'auction.create']);
    const soldTrail = await trail('auction-property', sold.id);
    expect(soldTrail.map((e) => e.action)).toEqual(['auction-property.result', 'auction-property.create']);
    expect(soldTrail[0]).toMatchObject({
      before: { status: 'offered', finalPriceFils: null },
      after: { status: 'sold', finalPriceFils: 275_000_000, increaseFils: 25_000_000 },
    });
    expect((await trail('auction-property', removed.id)).map((e) => e.action)).toEqual([
      'auction-property.delete',
      'auction-property.create',
    ]);
  });

  it('moves a status only along the allowed moves, and cancelling withdraws what was offered', async () => {
    const session = await createSession(4);
    const property = await addProperty(session.id);
    const input = { ...sessionInput(4), titleAr: session.titleAr };
    expect((await send('PATCH', `/${session.id}`, { ...input, status: 'postponed' })).status).toBe(200);
    expect((await send('PATCH', `/${session.id}`, { ...input, status: 'completed' })).status).toBe(409);
    const cancelled = await send('PATCH', `/${session.id}`, { ...input, status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect((await json<{ data: AuctionDeskDetail }>(cancelled)).data.properties[0]).toMatchObject({
      id: property.id,
      status: 'withdrawn',
    });
    expect((await send('PATCH', `/properties/${property.id}`, propertyInput())).status).toBe(409);
  });

  it('is the market-data role’s alone', async () => {
    const member = await registerByPhone(api);
    await grantRole(member.id, 'catalogue');
    expect((await send('GET', '', undefined, member.token)).status).toBe(403);
    expect((await send('POST', '', sessionInput(1), member.token)).status).toBe(403);
    expect((await send('PUT', '/properties/1/result', { outcome: 'unsold' }, member.token)).status).toBe(403);
    expect((await api.request('/api/v1/operator/auctions')).status).toBe(401);
  });
});
