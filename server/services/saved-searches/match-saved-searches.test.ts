import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { SavedSearchFrequency } from '@/lib/saved-searches/constants';
import type { SavedSearchFilters } from '@/lib/schemas/saved-searches';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { areaPriceLevels } from '../../db/schema/market';
import { devOutbox } from '../../db/schema/outbox';
import { savedSearches } from '../../db/schema/saved-searches';
import { notificationDeliveryWorker } from '../../job-workers/notification-delivery';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import { savedSearchInstantWorker } from '../../job-workers/saved-search-alerts';
import { registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { changeAdState } from '../ads/manage-ads';
import { adSearchText } from '../ads/search-text';
import { renderNotification } from '../notifications/render-notification';
import { createSavedSearch, updateSavedSearch } from './saved-searches';
import { matchSavedSearches } from './match-saved-searches';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const salmiya = { id: 34, nameAr: 'السالمية', nameEn: 'Salmiya', aliases: [] };
const hawalli = { id: 35, nameAr: 'حولي', nameEn: 'Hawalli', aliases: [] };

let seller: Awaited<ReturnType<typeof registerByPhone>>;
let searcher: Awaited<ReturnType<typeof registerByPhone>>;

type AdSpec = {
  title: string;
  dealTypeId?: number;
  area?: typeof salmiya;
  bedrooms?: number;
  priceKwd?: number | null;
  status?: number;
  description?: string;
  /** Its owner's account is suspended (member support). */
  ownerSuspended?: boolean;
};

async function ad(spec: AdSpec, publishedAt: Date) {
  const area = spec.area ?? salmiya;
  const live = (spec.status ?? adStatus.approved) === adStatus.approved;
  const [row] = await db()
    .insert(ads)
    .values({
      ownerId: seller.id,
      dealTypeId: spec.dealTypeId ?? 2,
      categoryId: 2,
      propertyTypeId: 8,
      areaId: area.id,
      title: spec.title,
      description: spec.description ?? '',
      searchText: adSearchText({
        title: spec.title,
        description: spec.description ?? '',
        titleEn: null,
        descriptionEn: null,
        area,
      }),
      sizeSqm: 120,
      priceFils: spec.priceKwd === null ? null : (spec.priceKwd ?? 400) * 1000,
      bedrooms: spec.bedrooms ?? 3,
      status: spec.status ?? adStatus.approved,
      publishedAt: live ? publishedAt : null,
      ownerSuspendedAt: spec.ownerSuspended ? publishedAt : null,
      expiresAt: live ? new Date(publishedAt.getTime() + 30 * DAY_MS) : null,
    })
    .returning({ id: ads.id });
  return row!.id;
}

/** A search saved some time ago (an hour), so the ads made in the test since then are new to it. */
async function search(
  memberId: number,
  filters: SavedSearchFilters,
  frequency: SavedSearchFrequency,
  options: { paused?: boolean; agoMs?: number } = {},
) {
  const { search: saved } = await createSavedSearch(memberId, { filters, frequency }, 'ar');
  const since = new Date(Date.now() - (options.agoMs ?? HOUR_MS));
  await db()
    .update(savedSearches)
    .set({ watermark: since, createdAt: since, paused: options.paused ?? false })
    .where(eq(savedSearches.id, saved.id));
  return saved;
}

const alertsOf = (memberId: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.kind, 'saved-search-matches')))
    .orderBy(notifications.id);

beforeAll(async () => {
  const api = await testApp();
  seller = await registerByPhone(api);
  searcher = await registerByPhone(api);
});

afterAll(async () => {
  await stopJobQueue();
});

describe('saved-search matching', () => {
  it('tells each due search once of its new matches, per filter, skipping paused searches, own ads and suspended owners', async () => {
    const salmiyaFlats = await search(
      searcher.id,
      { dealType: 'rent', areaIds: [34], bedrooms: 2, priceMax: 500 },
      'daily',
    );
    const seaView = await search(searcher.id, { dealType: 'rent', q: 'بحر' }, 'daily');
    const anyRent = await search(searcher.id, { dealType: 'rent' }, 'daily');
    await search(searcher.id, { dealType: 'rent', areaIds: [35] }, 'daily', { paused: true });
    const sales = await search(searcher.id, { dealType: 'sale' }, 'weekly');
    const ownRent = await search(seller.id, { dealType: 'rent' }, 'daily');

    const t = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await ad({ title: 'شقة مطلة على البحر', bedrooms: 3, priceKwd: 450 }, t(50));
    await ad({ title: 'شقة في حولي', area: hawalli, bedrooms: 2, priceKwd: 300 }, t(40));
    await ad({ title: 'استوديو صغير', bedrooms: 1 }, t(30));
    await ad({ title: 'شقة فاخرة', bedrooms: 3, priceKwd: 900 }, t(20));
    await ad({ title: 'شقة بسعر عند الاتصال', priceKwd: null }, t(10));
    await ad({ title: 'بيت للبيع', dealTypeId: 1 }, t(5));
    await ad({ title: 'مسودة قرب البحر', status: adStatus.pending }, t(5));
    await ad({ title: 'شقة على البحر لمعلن موقوف', ownerSuspended: true }, t(45));
    await ad({ title: 'شقة قديمة', description: 'بحر' }, new Date(Date.now() - 2 * HOUR_MS));

    const now = new Date();
    expect(await matchSavedSearches('daily', { now })).toBe(3);
    expect(await matchSavedSearches('daily', { now })).toBe(0);
    const alerts = await alertsOf(searcher.id);
    const byLink = new Map(alerts.map((a) => [a.link, a.params]));
    expect(byLink.get(salmiyaFlats.link)).toMatchObject({ count: 1, titles: { ar: 'شقة مطلة على البحر' } });
    expect(byLink.get(seaView.link)).toMatchObject({ count: 1, search: seaView.name });
    expect(byLink.get(anyRent.link)).toMatchObject({
      count: 5,
      titles: { ar: 'شقة بسعر عند الاتصال، شقة فاخرة، استوديو صغير' },
    });
    expect(await alertsOf(seller.id)).toEqual([]);
    const [own] = await db().select().from(savedSearches).where(eq(savedSearches.id, ownRent.id));
    expect(own!.lastAlertedAt).toBeNull();

    expect(await matchSavedSearches('weekly', { now })).toBe(1);
    expect((await alertsOf(searcher.id)).find((a) => a.link === sales.link)?.params).toMatchObject({
      count: 1,
      titles: { ar: 'بيت للبيع' },
    });

    const body = renderNotification('saved-search-matches', byLink.get(anyRent.link)!, 'ar').body;
    expect(body).toBe(`5 إعلانات جديدة تطابق بحثك «${anyRent.name}»: شقة بسعر عند الاتصال، شقة فاخرة، استوديو صغير.`);
  });

  it('alerts instant searches when an ad is published, through the queue, once, and e-mails the alert', async () => {
    const member = await registerByPhone(await testApp());
    const instant = await search(member.id, { dealType: 'rent', areaIds: [35], bedrooms: 2 }, 'instant', {
      agoMs: 1000,
    });
    const daily = await search(member.id, { dealType: 'rent', areaIds: [35] }, 'daily', { agoMs: 1000 });
    const draft = await ad(
      { title: 'شقة جديدة في حولي', area: hawalli, bedrooms: 2, status: adStatus.pending },
      new Date(),
    );
    const other = await ad({ title: 'مكتب في حولي', area: hawalli, bedrooms: 0, status: adStatus.pending }, new Date());

    await changeAdState('publish', seller.id, draft);
    await changeAdState('publish', seller.id, draft);
    await changeAdState('publish', seller.id, other);
    await runDueJobs(savedSearchInstantWorker);
    expect(await matchSavedSearches('instant', { adId: draft })).toBe(0);

    const alerts = await alertsOf(member.id);
    expect(alerts.map((a) => [a.link, a.params.count])).toEqual([[instant.link, 1]]);
    expect(alerts[0]!.params.titles).toEqual({ ar: 'شقة جديدة في حولي', en: 'شقة جديدة في حولي' });

    // The daily search hears of both at its own time.
    expect(await matchSavedSearches('daily')).toBeGreaterThanOrEqual(1);
    expect((await alertsOf(member.id)).find((a) => a.link === daily.link)?.params.count).toBe(2);

    await runDueJobs(notificationDeliveryWorker);
    const mails = await db().select().from(devOutbox).where(eq(devOutbox.recipient, member.email.toLowerCase()));
    expect(mails.map((m) => m.subject)).toEqual(['عقارات جديدة تطابق بحثك', 'عقارات جديدة تطابق بحثك']);
    expect(mails.some((m) => m.body.includes(instant.link) && m.body.includes('شقة جديدة في حولي'))).toBe(true);
  });

  it('a resumed search starts from its resumption, not from its pause', async () => {
    const member = await registerByPhone(await testApp());
    const paused = await search(member.id, { dealType: 'rent', areaIds: [34], q: 'حديقة' }, 'daily', { paused: true });
    await ad({ title: 'شقة مع حديقة' }, new Date(Date.now() - 10 * 60_000));
    await updateSavedSearch(member.id, paused.id, { paused: false });
    await matchSavedSearches('daily');
    expect(
      await db()
        .select()
        .from(notifications)
        .where(inArray(notifications.memberId, [member.id])),
    ).toEqual([]);
  });

  it('an exact bedroom count hears only of ads with that many bedrooms; "or more" of the larger ones too', async () => {
    const member = await registerByPhone(await testApp());
    const kaifan = { id: 15, nameAr: 'كيفان', nameEn: 'Kaifan', aliases: [] };
    const exact = await search(
      member.id,
      { dealType: 'rent', areaIds: [kaifan.id], bedrooms: 2, bedroomsExact: true },
      'daily',
      { agoMs: 60_000 },
    );
    const atLeast = await search(member.id, { dealType: 'rent', areaIds: [kaifan.id], bedrooms: 2 }, 'daily', {
      agoMs: 60_000,
    });
    const now = Date.now();
    await ad({ title: 'شقة بغرفتين في كيفان', area: kaifan, bedrooms: 2 }, new Date(now - 3000));
    await ad({ title: 'شقة بثلاث غرف في كيفان', area: kaifan, bedrooms: 3 }, new Date(now - 2000));
    await ad({ title: 'استوديو في كيفان', area: kaifan, bedrooms: 1 }, new Date(now - 1000));
    await matchSavedSearches('daily');
    const byLink = new Map((await alertsOf(member.id)).map((a) => [a.link, a.params]));
    expect(byLink.get(exact.link)).toMatchObject({ count: 1, titles: { ar: 'شقة بغرفتين في كيفان' } });
    expect(byLink.get(atLeast.link)).toMatchObject({ count: 2 });
  });

  it('a search for ads below the market price hears only of those the fair-price badge calls below', async () => {
    const member = await registerByPhone(await testApp());
    const jabriya = 38;
    await db().insert(areaPriceLevels).values({
      areaId: jabriya,
      dealCategory: 'private-housing',
      basis: 'land',
      medianPricePerSqmFils: 1_000_000,
      deals: 12,
      windowFrom: '2025-11-25',
      windowTo: '2026-11-24',
    });
    const below = await search(member.id, { dealType: 'sale', areaIds: [jabriya], fairPrice: 'below' }, 'daily');
    expect(below.filters).toEqual({ dealType: 'sale', areaIds: [jabriya], fairPrice: 'below' });
    const land = (title: string, pricePerSqmKwd: number) =>
      db()
        .insert(ads)
        .values({
          ownerId: seller.id,
          dealTypeId: 1,
          categoryId: 1,
          propertyTypeId: 3,
          areaId: jabriya,
          title,
          searchText: title,
          sizeSqm: 500,
          priceFils: pricePerSqmKwd * 500 * 1000,
          status: adStatus.approved,
          publishedAt: new Date(Date.now() - 5 * 60_000),
          expiresAt: new Date(Date.now() + 30 * DAY_MS),
        });
    await land('أرض لقطة في الجابرية', 800);
    await land('أرض بسعر السوق في الجابرية', 1000);
    await matchSavedSearches('daily');
    const alerts = await alertsOf(member.id);
    expect(alerts.map((a) => [a.params.count, a.params.titles])).toEqual([
      [1, { ar: 'أرض لقطة في الجابرية', en: 'أرض لقطة في الجابرية' }],
    ]);
  });
});
