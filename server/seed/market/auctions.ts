import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { minimumRaiseFils } from '../../../lib/schemas/auction-desk';
import ar from '../../../messages/ar.json';
import type { DealPropertyKind } from '../../../lib/constants';
import type { Db } from '../../db/client';
import {
  auctionOrganizers,
  auctionProperties,
  auctions,
  type AuctionPropertyStatus,
  type AuctionStatus,
} from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { kuwaitMidnight, kuwaitYear } from '../../../lib/kuwait-time';
import { createRandom, type Random } from '../ads/random';
import { putIfMissing } from '../put-if-missing';
import { renderPropertyFile } from './auction-files';
import { conditions, organizerRows, venues } from './auction-organizers';
import { baseLandPrice, builtPremium, categoriesOf, categoryShapes } from './deal-prices';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** Files are published for sessions of the last this-many days and later; older brochures are withdrawn by organizers. */
const FILE_DAYS = 120;
const FILE_CONCURRENCY = 4;

type AreaRow = {
  id: number;
  slug: string;
  kind: (typeof areas.$inferSelect)['kind'];
  nameAr: string;
  nameEn: string;
  latitude: number;
  longitude: number;
};
type PropertyInsert = typeof auctionProperties.$inferInsert;

interface Session {
  startsAt: Date;
  status: AuctionStatus;
}

/** Kuwait wall-clock time on a day offset from today's Kuwait midnight. */
const at = (anchor: number, dayOffset: number, hour: number, minute = 0) =>
  new Date(anchor + dayOffset * dayMs + hour * hourMs + minute * 60_000);

/** 4 sessions today, 22 in the next two months, 40 over the last two years (denser recently). */
function schedule(r: Random, anchor: number): Session[] {
  const sessions: Session[] = [
    { startsAt: at(anchor, 0, 10), status: 'scheduled' },
    { startsAt: at(anchor, 0, 11, 30), status: 'scheduled' },
    { startsAt: at(anchor, 0, 17), status: 'scheduled' },
    { startsAt: at(anchor, 0, 19), status: 'scheduled' },
  ];
  for (let i = 0; i < 22; i += 1)
    sessions.push({
      startsAt: at(anchor, r.int(1, 60), r.pick([10, 11, 17, 18, 19])),
      status: i === 7 ? 'postponed' : 'scheduled',
    });
  for (let i = 0; i < 40; i += 1) {
    const daysAgo = i < 18 ? r.int(1, 90) : r.int(91, 730);
    sessions.push({
      startsAt: at(anchor, -daysAgo, r.pick([10, 11, 17, 18, 19])),
      status: r.chance(0.06) ? 'cancelled' : 'completed',
    });
  }
  return sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

function conditionFor(r: Random, kind: DealPropertyKind) {
  if (kind === 'vacant-land' || kind === 'plot') return conditions.land;
  return r.pick([conditions.vacant, conditions.leased, conditions.partlyLeased, conditions.old, conditions.new]);
}

function paciNumber(r: Random): string {
  return String(r.int(10_000_000, 99_999_999));
}

function newProperty(
  r: Random,
  area: AreaRow,
): Omit<PropertyInsert, 'auctionId' | 'status' | 'finalPriceFils' | 'sort'> {
  const [category] = categoriesOf(area)[0] ?? ['private-housing'];
  const shape = categoryShapes[category];
  const propertyKind = r.weighted(shape.kinds);
  const sizeSqm = r.pick(shape.sizes);
  const [low, high] = baseLandPrice(category, area);
  const premium = builtPremium[propertyKind];
  // Auctions open below market: the starting price is set to draw bidders.
  const startKwd =
    Math.round(
      (r.float(low, high) * sizeSqm * (premium ? r.float(premium[0], premium[1]) : 1) * r.float(0.75, 0.9)) / 5000,
    ) * 5000;
  const block = r.int(1, 12);
  const street = r.int(1, 40);
  const plot = r.int(1, 450);
  const condition = conditionFor(r, propertyKind);
  return {
    areaId: area.id,
    propertyKind,
    addressAr: `${area.nameAr}، قطعة ${block}، شارع ${street}، ${propertyKind === 'vacant-land' || propertyKind === 'plot' ? 'قسيمة' : 'منزل'} ${plot}`,
    addressEn: `${area.nameEn}, Block ${block}, Street ${street}, ${propertyKind === 'vacant-land' || propertyKind === 'plot' ? 'Plot' : 'House'} ${plot}`,
    paciNumber: paciNumber(r),
    plotNumber: String(plot),
    sizeSqm,
    conditionAr: condition.ar,
    conditionEn: condition.en,
    startingPriceFils: Math.max(20_000, startKwd) * 1000,
    increaseFils: minimumRaiseFils(startKwd * 1000),
    latitude: area.latitude + r.float(-0.006, 0.006),
    longitude: area.longitude + r.float(-0.006, 0.006),
  };
}

function outcome(
  r: Random,
  session: Session,
  property: { startingPriceFils: number; increaseFils: number },
  now: number,
): { status: AuctionPropertyStatus; finalPriceFils: number | null } {
  if (session.status === 'cancelled') return { status: 'withdrawn', finalPriceFils: null };
  if (session.startsAt.getTime() > now || session.status !== 'completed')
    return { status: 'offered', finalPriceFils: null };
  if (r.chance(0.05)) return { status: 'withdrawn', finalPriceFils: null };
  if (r.chance(0.27)) return { status: 'unsold', finalPriceFils: null };
  const bids = r.int(0, Math.max(1, Math.floor((property.startingPriceFils * 0.35) / property.increaseFils)));
  return { status: 'sold', finalPriceFils: property.startingPriceFils + bids * property.increaseFils };
}

const kindLabel = (kind: DealPropertyKind) => ar.deals.kinds[kind];

async function mapLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await task(item);
    }),
  );
}

/** Organizers, 66 sessions around today and their properties, with PDF files for the recent and coming ones; returns the session count. */
export async function seedDemoAuctions(db: Db, options: { now?: Date } = {}): Promise<number> {
  const [existing] = await db.select({ id: auctionOrganizers.id }).from(auctionOrganizers).limit(1);
  if (existing) return 0;
  const r = createRandom(20_260_301);
  const now = (options.now ?? new Date()).getTime();
  const anchor = kuwaitMidnight(new Date(now)).getTime();

  const organizers = await db.insert(auctionOrganizers).values(organizerRows).returning({
    id: auctionOrganizers.id,
    slug: auctionOrganizers.slug,
    nameAr: auctionOrganizers.nameAr,
    nameEn: auctionOrganizers.nameEn,
    kind: auctionOrganizers.kind,
  });
  const areaRows: AreaRow[] = (
    await db
      .select({
        id: areas.id,
        slug: areas.slug,
        kind: areas.kind,
        nameAr: areas.nameAr,
        nameEn: areas.nameEn,
        latitude: areas.latitude,
        longitude: areas.longitude,
      })
      .from(areas)
      .orderBy(areas.id)
  ).filter((area) => area.kind !== 'agricultural');
  const residential = areaRows.filter((area) => area.kind === 'residential' || area.kind === 'investment');
  const unsoldPool: Array<ReturnType<typeof newProperty>> = [];
  const files: Array<{ propertyId: number; key: string; content: Parameters<typeof renderPropertyFile>[0] }> = [];
  const sessions = schedule(r, anchor);

  await db.transaction(async (tx) => {
    for (const [index, session] of sessions.entries()) {
      const organizer = organizers[index % organizers.length]!;
      const venue = organizer.kind === 'court' ? venues[0] : r.pick(venues.slice(1));
      const year = kuwaitYear(session.startsAt);
      const number = `${r.int(10, 199)}/${year}`;
      const [auction] = await tx
        .insert(auctions)
        .values({
          organizerId: organizer.id,
          titleAr: `مزاد ${organizer.nameAr} رقم ${number}`,
          titleEn: `${organizer.nameEn} auction no. ${number}`,
          startsAt: session.startsAt,
          venueAr: venue.ar,
          venueEn: venue.en,
          latitude: venue.latitude,
          longitude: venue.longitude,
          status: session.status,
        })
        .returning({ id: auctions.id });
      const count = r.int(1, 6);
      const pool = organizer.slug === 'gulf-real-estate-auctions' ? areaRows : residential;
      for (let sort = 0; sort < count; sort += 1) {
        // Properties that did not sell come back in a later session, opening 10% lower.
        const reoffered =
          unsoldPool.length > 0 && r.chance(0.15)
            ? unsoldPool.splice(r.int(0, unsoldPool.length - 1), 1)[0]
            : undefined;
        const base = reoffered
          ? { ...reoffered, startingPriceFils: Math.round((reoffered.startingPriceFils * 0.9) / 1_000_000) * 1_000_000 }
          : newProperty(r, r.pick(pool));
        const result = outcome(r, session, base, now);
        if (result.status === 'unsold') unsoldPool.push(base);
        const [property] = await tx
          .insert(auctionProperties)
          .values({ ...base, auctionId: auction!.id, sort, ...result })
          .returning({ id: auctionProperties.id });
        if (session.startsAt.getTime() >= anchor - FILE_DAYS * dayMs) {
          const key = `auction-files/${createHash('sha256').update(`manzil-auction-file-${auction!.id}-${property!.id}`).digest('base64url').slice(0, 22)}.pdf`;
          files.push({
            propertyId: property!.id,
            key,
            content: {
              title: `ملف العقار - مزاد ${organizer.nameAr} رقم ${number}`,
              facts: [
                ['العنوان', base.addressAr],
                ['نوع العقار', kindLabel(base.propertyKind)],
                ['الرقم الآلي للعنوان', base.paciNumber],
                ['رقم القسيمة', base.plotNumber],
                ['المساحة', `${base.sizeSqm} م²`],
                ['الحالة', base.conditionAr],
                ['السعر الابتدائي', formatPrice(base.startingPriceFils, 'ar')],
                ['الحد الأدنى للزيادة', formatPrice(base.increaseFils, 'ar')],
                ['موعد المزاد', formatDateTime(session.startsAt, 'ar')],
                ['المكان', venue.ar],
              ],
              terms: [
                'يدفع من يرسو عليه المزاد 10% من قيمة الرسو بشيك مصدق فور انتهاء المزاد.',
                'يستكمل باقي الثمن خلال ثلاثين يوماً من تاريخ المزاد وإلا أعيد طرح العقار على مسؤوليته.',
                'يباع العقار بحالته الراهنة، وعلى المزايد معاينته والاطلاع على مستنداته قبل المزاد.',
                'رسوم التسجيل والتوثيق على المشتري.',
              ],
            },
          });
        }
      }
    }
  });

  await mapLimited(files, FILE_CONCURRENCY, ({ key, content }) =>
    putIfMissing(key, 'application/pdf', () => renderPropertyFile(content)),
  );
  await db.transaction(async (tx) => {
    for (const { propertyId, key } of files)
      await tx.update(auctionProperties).set({ fileKey: key }).where(eq(auctionProperties.id, propertyId));
  });
  return sessions.length;
}
