import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuctionTab } from '@/lib/schemas/auctions';
import type {
  AuctionDetail,
  AuctionOrganizer,
  AuctionPage,
  AuctionPropertyDetail,
  AuctionPropertyPage,
} from '@/lib/schemas/auctions';
import { db } from '../../db/client';
import { auctionOrganizers, auctionProperties, auctions } from '../../db/schema/market';
import { storage } from '../../providers/storage/registry';
import { listAuctions } from '../../services/auctions/list-auctions';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let organizerId: number;
const salmiya = 34;
const hour = 3_600_000;
const day = 24 * hour;

/** Noon in Kuwait on 21 November 2026: Kuwait midnight that day is 20 November 21:00 UTC. */
const clock = new Date('2026-11-21T09:00:00Z');
const boundaries = {
  yesterdayLastSecond: new Date('2026-11-20T20:59:59Z'),
  todayMidnight: new Date('2026-11-20T21:00:00Z'),
  todayLastMinute: new Date('2026-11-21T20:59:00Z'),
  tomorrowMidnight: new Date('2026-11-21T21:00:00Z'),
  previousFrom: new Date(new Date('2026-11-20T21:00:00Z').getTime() - 90 * day),
  beforePreviousFrom: new Date(new Date('2026-11-20T21:00:00Z').getTime() - 90 * day - 1000),
};
const ids: Record<string, number> = {};
const paci = String(Date.now()).slice(-8);
const fileKey = `auction-files/test-${paci}-${randomUUID().slice(0, 8)}.pdf`;

async function insertAuction(name: string, startsAt: Date) {
  const [row] = await db()
    .insert(auctions)
    .values({
      organizerId,
      titleAr: `مزاد ${name}`,
      titleEn: `Auction ${name}`,
      startsAt,
      venueAr: 'قصر العدل',
      venueEn: 'Palace of Justice',
      status: 'scheduled',
    })
    .returning({ id: auctions.id });
  ids[name] = row!.id;
  return row!.id;
}

async function insertProperty(auctionId: number, values: Partial<typeof auctionProperties.$inferInsert> = {}) {
  const [row] = await db()
    .insert(auctionProperties)
    .values({
      auctionId,
      areaId: salmiya,
      propertyKind: 'house',
      addressAr: 'السالمية، قطعة 3',
      addressEn: 'Salmiya, Block 3',
      paciNumber: paci,
      plotNumber: '45',
      sizeSqm: 750,
      conditionAr: 'مؤجر بالكامل',
      conditionEn: 'Fully leased',
      startingPriceFils: 450_000_000,
      increaseFils: 2_000_000,
      ...values,
    })
    .returning({ id: auctionProperties.id });
  return row!.id;
}

const json = async <T>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  api = await testApp();
  const [organizer] = await db()
    .insert(auctionOrganizers)
    .values({ slug: `test-${randomUUID()}`, nameAr: 'منظم تجريبي', nameEn: 'Test organizer', kind: 'company' })
    .returning({ id: auctionOrganizers.id });
  organizerId = organizer!.id;
  for (const [name, startsAt] of Object.entries(boundaries)) await insertAuction(name, startsAt);
  await insertProperty(ids.yesterdayLastSecond!, { status: 'unsold' });
  await insertProperty(ids.tomorrowMidnight!, { startingPriceFils: 400_000_000 });
  await insertProperty(ids.tomorrowMidnight!, { paciNumber: `${paci}9`, areaId: 35, propertyKind: 'vacant-land' });
  const live = await insertAuction('nextWeek', new Date(Date.now() + 7 * day));
  ids.withFile = await insertProperty(live);
  await insertProperty(live, { paciNumber: `${paci}8`, areaId: 35, propertyKind: 'vacant-land', sort: 1 });
  await storage().put(fileKey, Buffer.from('%PDF-1.7 test'), 'application/pdf');
  await db().update(auctionProperties).set({ fileKey }).where(eq(auctionProperties.id, ids.withFile));
});

describe('auction tabs', () => {
  const tabIds = async (tab: AuctionTab) => (await listAuctions({ tab, organizerId }, clock)).data.map((a) => a.id);

  it('splits sessions at midnight Kuwait time, not UTC', async () => {
    expect(await tabIds('today')).toEqual([ids.todayMidnight, ids.todayLastMinute]);
    expect(await tabIds('upcoming')).toEqual([ids.tomorrowMidnight, ids.nextWeek]);
    expect(await tabIds('previous')).toEqual([ids.yesterdayLastSecond, ids.previousFrom]);
    expect(await tabIds('historical')).toEqual([ids.beforePreviousFrom]);
  });

  it('summarises what each session offers', async () => {
    const [tomorrow] = (await listAuctions({ tab: 'upcoming', organizerId }, clock)).data;
    expect(tomorrow).toMatchObject({
      propertiesCount: 2,
      soldCount: 0,
      fromPriceFils: 400_000_000,
      organizer: { id: organizerId },
    });
    expect(tomorrow!.areas.map((a) => a.id)).toEqual([34, 35]);
  });
});

describe('auctions API', () => {
  it('lists a tab with the paginated shape and refuses unknown tabs', async () => {
    const res = await api.request(`/api/v1/auctions?tab=upcoming&organizerId=${organizerId}`);
    expect(res.status).toBe(200);
    const page = await json<AuctionPage>(res);
    expect(page.data.map((a) => a.id)).toContain(ids.nextWeek);
    expect(page).toMatchObject({ currentPage: 1 });
    expect((await api.request('/api/v1/auctions?tab=tomorrow')).status).toBe(400);
    expect((await api.request('/api/v1/auctions?organizerId=x')).status).toBe(400);
  });

  it('shows a session with its properties, and 404 for an unknown one', async () => {
    const res = await api.request(`/api/v1/auctions/${ids.tomorrowMidnight}`);
    const { data } = await json<{ data: AuctionDetail }>(res);
    expect(data.properties).toHaveLength(2);
    expect((await api.request('/api/v1/auctions/999999999')).status).toBe(404);
    expect((await api.request('/api/v1/auctions/abc')).status).toBe(400);
  });

  it('lists organizers with their counts and finds one', async () => {
    const { data } = await json<{ data: AuctionOrganizer[] }>(await api.request('/api/v1/auctions/organizers'));
    const mine = data.find((o) => o.id === organizerId);
    expect(mine, JSON.stringify(mine)).toMatchObject({ auctionsCount: 7 });
    expect((await api.request(`/api/v1/auctions/organizers/${organizerId}`)).status).toBe(200);
    expect((await api.request('/api/v1/auctions/organizers/999999999')).status).toBe(404);
  });

  it('shows a property with the other sessions of the same property', async () => {
    const { data } = await json<{ data: AuctionPropertyDetail }>(
      await api.request(`/api/v1/auctions/properties/${ids.withFile}`),
    );
    expect(data.paciNumber).toBe(paci);
    expect(data.otherAuctions.map((p) => p.auction.id).sort()).toEqual(
      [ids.yesterdayLastSecond, ids.tomorrowMidnight].sort(),
    );
    expect(data.fileUrl).toBe(`/api/v1/auctions/properties/${ids.withFile}/file`);
  });

  it('filters properties by area and kind', async () => {
    const page = await json<AuctionPropertyPage>(
      await api.request('/api/v1/auctions/properties?tab=upcoming&areaId=35&kind=vacant-land'),
    );
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((p) => p.area.id === 35 && p.propertyKind === 'vacant-land')).toBe(true);
  });

  it('downloads the property file as an attachment, and 404 when none was published', async () => {
    const res = await api.request(`/api/v1/auctions/properties/${ids.withFile}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(new TextDecoder().decode(await res.arrayBuffer())).toMatch(/^%PDF-/);
    const [withoutFile] = (await listAuctions({ tab: 'previous', organizerId }, clock)).data;
    const detail = await json<{ data: AuctionDetail }>(await api.request(`/api/v1/auctions/${withoutFile!.id}`));
    expect((await api.request(`/api/v1/auctions/properties/${detail.data.properties[0]!.id}/file`)).status).toBe(404);
  });
});
