import { randomInt } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import { adFormSchema } from '@/lib/schemas/ad-form';
import { adInputSchema, type AdCard, type AdDetail, type AdPage } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { accountTypes, members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { answerAvailability } from '../../services/ad-availability/availability';
import { listAds } from '../../services/ads/list-ads';
import { otherOffersOfUnit } from '../../services/ads/unit-offers';
import { findOwnDuplicate } from '../../services/moderation/duplicate-check';
import { insertLiveAd, validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

/*
 * One unit, one ad (issue 29 §4): the unit number's validation and privacy, the lists' grouping and the ad page's
 * other offers. Every fixture carries this file's marker in its search text, so the lists read only these ads.
 */

const marker = `zu${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`;
const hour = 3600_000;
const now = new Date();
let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let officeA: Session;
let officeB: Session;
let owner: Session;
let unitSeq = 0;
/** A fresh 8-digit unit number per test, so tests do not group each other's ads. */
const freshUnit = () => String(10_000_000 + randomInt(0, 8_000_000) + unitSeq++).slice(0, 8);

beforeAll(async () => {
  api = await testApp();
  [officeA, officeB, owner] = await Promise.all([registerByPhone(api), registerByPhone(api), registerByPhone(api)]);
  await db()
    .update(members)
    .set({ accountType: accountTypes.office, companyName: 'مكتب الوحدة' })
    .where(eq(members.id, officeA.id));
});

const liveAd = (ownerId: number, values: Parameters<typeof insertLiveAd>[1] = {}) =>
  insertLiveAd(ownerId, { searchText: `شقه ${marker}`, publishedAt: new Date(now.getTime() - hour), ...values });

const list = (query: Parameters<typeof listAds>[0] = {}) =>
  listAds({ q: marker, pageSize: 50, ...query }, now, { slots: 0, rotationMinutes: 60 });
const ids = (page: AdPage) => page.data.map((card) => card.id);
const json = async <T>(res: Response) => (await res.json()) as { data: T };

describe('the unit number', () => {
  it('takes 8 digits, Arabic-Indic ones too, and refuses anything else', () => {
    const parse = (unitNumber: unknown) => adInputSchema.safeParse(validAdInput({ unitNumber } as never));
    expect(parse('12345678').data?.unitNumber).toBe('12345678');
    expect(parse('١٢٣٤٥٦٧٨').data?.unitNumber).toBe('12345678');
    expect(parse('۱۲۳۴ ۵۶۷۸').data?.unitNumber).toBe('12345678');
    expect(parse('').data?.unitNumber).toBeNull();
    expect(parse(null).data?.unitNumber).toBeNull();
    expect(parse(undefined).success).toBe(true);
    for (const bad of ['1234567', '123456789', '1234567a', '12.345678', 12345678])
      expect(parse(bad).error?.issues[0]?.message, String(bad)).toBe('general.validation.unit_number');
  });

  it('is a field of the ad form, checked with the same rule', () => {
    const form = {
      title: 'شقة للإيجار في السالمية',
      dealType: 'rent',
      categoryId: '2',
      propertyTypeId: '8',
      areaId: '34',
      sizeSqm: '120',
      price: '450',
      priceUndisclosed: false,
      bedrooms: '',
      bathrooms: '',
      floors: '',
    };
    expect(adFormSchema.safeParse({ ...form, unitNumber: '٨٧٦٥٤٣٢١' }).data?.unitNumber).toBe('87654321');
    expect(adFormSchema.safeParse({ ...form, unitNumber: '8765' }).error?.issues[0]).toMatchObject({
      path: ['unitNumber'],
      message: 'general.validation.unit_number',
    });
  });

  it('is stored on create and edit, shown to the owner and never to anyone else', async () => {
    const created = await api.request('/api/v1/ads', {
      method: 'POST',
      json: validAdInput({ unitNumber: '٣٣٤٤٥٥٦٦' }),
      headers: bearer(owner.token),
    });
    expect(created.status).toBe(201);
    const ad = (await json<AdDetail>(created)).data;
    expect(ad.unitNumber).toBe('33445566');
    expect(
      (
        await api.request('/api/v1/ads', {
          method: 'POST',
          json: validAdInput({ unitNumber: '3344' }),
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(400);
    const edited = await api.request(`/api/v1/ads/${ad.id}`, {
      method: 'PUT',
      json: validAdInput({ unitNumber: '33445577' }),
      headers: bearer(owner.token),
    });
    expect((await json<AdDetail>(edited)).data.unitNumber).toBe('33445577');
    await api.request(`/api/v1/ads/${ad.id}/publish`, { method: 'POST', headers: bearer(owner.token) });

    const mine = await json<AdDetail>(await api.request(`/api/v1/ads/${ad.id}`, { headers: bearer(owner.token) }));
    expect(mine.data.unitNumber).toBe('33445577');
    // A visitor, another member, the lists, the similar ads and another member's favourites never carry it.
    const answers = [
      await api.request(`/api/v1/ads/${ad.id}`),
      await api.request(`/api/v1/ads/${ad.id}`, { headers: bearer(officeB.token) }),
      await api.request('/api/v1/ads?dealType=rent&areaId=34'),
      await api.request(`/api/v1/common/similar-properties/${ad.id}`),
    ];
    await api.request('/api/v1/members/favourite', {
      method: 'POST',
      json: { adId: ad.id },
      headers: bearer(officeB.token),
    });
    answers.push(await api.request('/api/v1/members/favourites', { headers: bearer(officeB.token) }));
    for (const res of answers) {
      expect(res.status, res.url).toBe(200);
      const text = await res.text();
      expect(text, res.url).not.toContain('33445577');
      expect(text, res.url).not.toContain('"unitNumber"');
    }
  });
});

describe('one unit, one card', () => {
  it('shows one card per unit and deal type, the cheapest offer, with the number of advertisers', async () => {
    const unit = freshUnit();
    const dearer = await liveAd(officeA.id, { unitNumber: unit, priceFils: 450_000 });
    const cheaper = await liveAd(officeB.id, { unitNumber: unit, priceFils: 420_000 });
    const alone = await liveAd(owner.id, { priceFils: 500_000 });
    const forSale = await liveAd(owner.id, { unitNumber: unit, dealTypeId: 1, priceFils: 90_000_000 });
    const page = await list();
    expect(ids(page)).toContain(cheaper);
    expect(ids(page)).not.toContain(dearer);
    expect(ids(page)).toEqual(expect.arrayContaining([alone, forSale]));
    const card = page.data.find((c) => c.id === cheaper) as AdCard;
    expect(card.offeredBy).toBe(2);
    expect(page.data.find((c) => c.id === alone)).not.toHaveProperty('offeredBy');
    expect(page.data.find((c) => c.id === forSale)).not.toHaveProperty('offeredBy');
    expect(page.totalItems).toBe(page.data.length);
  });

  it('breaks a price tie by the first published, then the lowest id; a hidden price comes last', async () => {
    const unit = freshUnit();
    const newer = await liveAd(officeA.id, { unitNumber: unit, publishedAt: new Date(now.getTime() - hour) });
    const older = await liveAd(officeB.id, { unitNumber: unit, publishedAt: new Date(now.getTime() - 5 * hour) });
    const unpriced = await liveAd(owner.id, { unitNumber: unit, priceFils: null });
    const shown = ids(await list());
    expect(shown).toContain(older);
    expect(shown).not.toContain(newer);
    expect(shown).not.toContain(unpriced);
    // The lead expires: the next offer stands for the unit at once.
    await db()
      .update(ads)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(ads.id, older));
    const after = ids(await list());
    expect(after).toContain(newer);
    expect(after).not.toContain(unpriced);
  });

  it('lets an offer the filters keep stand for its unit when they drop the lead', async () => {
    const unit = freshUnit();
    const cheap = await liveAd(officeA.id, { unitNumber: unit, priceFils: 300_000 });
    const dear = await liveAd(officeB.id, { unitNumber: unit, priceFils: 700_000 });
    expect(ids(await list({ priceMin: 600 }))).toContain(dear);
    expect(ids(await list({ priceMin: 600 }))).not.toContain(cheap);
    expect(ids(await list({ priceMax: 400 }))).toContain(cheap);
  });

  it('counts the grouped list right across pages', async () => {
    const unit = freshUnit();
    await liveAd(officeA.id, { unitNumber: unit, priceFils: 1_000 });
    await liveAd(officeB.id, { unitNumber: unit, priceFils: 2_000 });
    const whole = await list();
    const pageSize = 3;
    const seen: number[] = [];
    for (let page = 1; seen.length < whole.totalItems && page < 50; page += 1) {
      const part = await listAds({ q: marker, pageSize, page }, now, { slots: 0, rotationMinutes: 60 });
      expect(part.totalItems).toBe(whole.totalItems);
      seen.push(...ids(part));
    }
    expect(seen).toHaveLength(whole.totalItems);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('lists the other live offers on the ad page, and gives the availability helper every one of them', async () => {
    const unit = freshUnit();
    const a = await liveAd(officeA.id, { unitNumber: unit, priceFils: 410_000 });
    const b = await liveAd(officeB.id, { unitNumber: unit, priceFils: 400_000 });
    const sale = await liveAd(owner.id, { unitNumber: unit, dealTypeId: 1, priceFils: 80_000_000 });
    await liveAd(owner.id, { unitNumber: unit, status: adStatus.pending });
    // An advertiser whose account is suspended is offered nowhere, not even among a unit's offers.
    await liveAd(owner.id, { unitNumber: unit, priceFils: 390_000, ownerSuspendedAt: new Date() });
    const page = await json<AdDetail>(await api.request(`/api/v1/ads/${a}`));
    expect(page.data.otherOffers).toEqual([
      expect.objectContaining({ id: b, priceFils: 400_000, advertiser: expect.objectContaining({ id: officeB.id }) }),
    ]);
    const other = await json<AdDetail>(await api.request(`/api/v1/ads/${b}`));
    expect(other.data.otherOffers[0]).toMatchObject({
      id: a,
      advertiser: { id: officeA.id, displayName: 'مكتب الوحدة', isOffice: true },
    });
    expect((await otherOffersOfUnit(db(), a)).map((o) => o.id)).toEqual([b, sale].sort((x, y) => x - y));
    expect((await otherOffersOfUnit(db(), a)).find((o) => o.id === sale)?.dealType).toBe('sale');
    const single = await liveAd(owner.id);
    expect(await otherOffersOfUnit(db(), single)).toEqual([]);
    expect(await otherOffersOfUnit(db(), 2_000_000_000)).toEqual([]);
  });

  it('asks the other advertisers of the unit at once when one marks it rented', async () => {
    const unit = freshUnit();
    const a = await liveAd(officeA.id, { unitNumber: unit });
    const b = await liveAd(officeB.id, { unitNumber: unit, priceFils: 395_000 });
    await answerAvailability(a, officeA.id, 'rented');
    const asked = await db()
      .select({ memberId: notifications.memberId, dedupeKey: notifications.dedupeKey })
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'ad-availability-check'), like(notifications.dedupeKey, `avail-reported:${b}:%`)),
      );
    expect(asked).toEqual([expect.objectContaining({ memberId: officeB.id })]);
  });

  it('refuses the owner a second live ad of the same unit and deal, whatever its figures', async () => {
    const unit = freshUnit();
    const first = await liveAd(owner.id, { unitNumber: unit, sizeSqm: 120, priceFils: 500_000 });
    const second = {
      ownerId: owner.id,
      dealTypeId: 2,
      categoryId: 2,
      propertyTypeId: 8,
      areaId: 34,
      sizeSqm: 260,
      priceFils: 900_000,
      unitNumber: unit,
    };
    expect(await findOwnDuplicate(second, 3)).toBe(first);
    expect(await findOwnDuplicate({ ...second, dealTypeId: 1, categoryId: 1 }, 3)).toBeUndefined();
    expect(await findOwnDuplicate({ ...second, ownerId: officeA.id }, 3)).toBeUndefined();
  });
});
