import { inArray, sql } from 'drizzle-orm';
import { adStatus, dealTypes, type DealTypeId } from '../../../lib/constants';
import type { Db } from '../../db/client';
import { adSearchText } from '../../services/ads/search-text';
import { adMedia, ads } from '../../db/schema/ads';
import { areas, propertyCategories, propertyTypes, type ZoneKind } from '../../db/schema/reference';
import type { DemoOwner } from './owners';
import { buildDescription, buildTitle, homeTypes, landTypes, titleNoun, unitTypes } from './ad-text';
import type { DemoPhoto, PhotoScene } from './photos';
import { kuwaitMidnight } from '../../../lib/kuwait-time';
import { createRandom, type Random } from './random';
import { newCities, primeAreas } from '../data/area-tiers';
import { marketRent, rentMarketLots } from './rent-market';

type AreaRow = typeof areas.$inferSelect;
type CategoryRow = typeof propertyCategories.$inferSelect;
type TypeRow = typeof propertyTypes.$inferSelect;
type AdInsert = typeof ads.$inferInsert;

const dayMs = 86_400_000;

const rentHotspots = new Set([
  'salmiya',
  'hawalli',
  'fintas',
  'mangaf',
  'mahboula',
  'jabriya',
  'salwa',
  'rumaithiya',
  'mishref',
  'bayan',
  'abu-halifa',
  'fahaheel',
  'egaila',
]);
const seaViewAreas = new Set([
  'salmiya',
  'mahboula',
  'fintas',
  'abu-halifa',
  'mangaf',
  'shaab',
  'bidaa',
  'bneid-al-gar',
  'dasman',
  'messila',
  'fnaitees',
]);

type Tier = 1 | 2 | 3;
function tierOf(area: AreaRow): Tier {
  if (primeAreas.has(area.slug)) return 1;
  if (newCities.has(area.slug)) return 3;
  return 2;
}

function areaWeight(area: AreaRow, deal: DealTypeId): number {
  const base: Record<ZoneKind, number> = {
    residential: 6,
    investment: 6,
    commercial: 1.5,
    industrial: 1.5,
    agricultural: 1,
    coastal: 1.5,
  };
  let weight = base[area.kind];
  const renting = deal === dealTypes.rent || deal === dealTypes['wanted-for-rent'];
  if (renting && rentHotspots.has(area.slug)) weight *= area.kind === 'investment' ? 6 : 2.5;
  if (renting && area.kind === 'investment') weight *= 1.5;
  if (!renting && area.kind === 'residential') weight *= tierOf(area) === 1 ? 1.6 : 1.2;
  if (
    !renting &&
    area.kind === 'coastal' &&
    ['khairan', 'bneider', 'julaia', 'dhubaiya', 'sabah-al-ahmad-marine-city', 'zour', 'nuwaiseeb'].includes(area.slug)
  )
    weight *= 1.6;
  if (area.slug === 'failaka') weight *= 0.3;
  return weight;
}

/** Relative weights of property types (by slug) per category, for sale-like and rent-like deals. */
const typeWeights: Record<string, { sale: Record<string, number>; rent: Record<string, number> }> = {
  residential: {
    sale: { house: 45, villa: 14, 'residential-land': 26, duplex: 8, floor: 3, 'residential-apartment': 4 },
    rent: { floor: 34, 'residential-apartment': 30, house: 12, villa: 5, duplex: 11, annex: 8 },
  },
  investment: {
    sale: { apartment: 48, building: 22, 'investment-land': 8, penthouse: 9, 'investment-duplex': 8, studio: 5 },
    rent: { apartment: 64, studio: 15, penthouse: 8, 'investment-duplex': 13 },
  },
  commercial: {
    sale: { shop: 22, office: 26, 'commercial-complex': 14, 'commercial-land': 18, showroom: 10, clinic: 10 },
    rent: { shop: 34, office: 36, showroom: 14, clinic: 16 },
  },
  industrial: {
    sale: { 'industrial-plot': 45, factory: 20, warehouse: 25, 'industrial-showroom': 10 },
    rent: { warehouse: 40, workshop: 30, 'industrial-showroom': 15, 'industrial-plot': 15 },
  },
  agricultural: {
    sale: { farm: 40, stable: 30, 'horse-stable': 12, 'agricultural-plot': 18 },
    rent: { farm: 30, stable: 45, 'horse-stable': 25 },
  },
  chalets: {
    sale: { chalet: 60, 'chalet-land': 25, 'rest-house': 15 },
    rent: { chalet: 80, 'rest-house': 20 },
  },
};

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

interface Built {
  sizeSqm: number;
  bedrooms: number | null;
  bathrooms: number | null;
  floors: number | null;
  /** KWD, before the not-announced rule. */
  priceKwd: number;
}

function sizeAndPrice(r: Random, slug: string, area: AreaRow, renting: boolean): Built {
  const tier = tierOf(area);
  const tierFactor = tier === 1 ? 1 : tier === 2 ? 0.78 : 0.6;
  const plot = () =>
    r.weighted<number>([
      [375, 6],
      [400, 18],
      [500, 16],
      [600, 10],
      [750, 10],
      [1000, 6],
      [r.int(8, 19) * 50, 8],
    ]);
  let sizeSqm = 100;
  let bedrooms: number | null = null;
  let bathrooms: number | null = null;
  let floors: number | null = null;
  let priceKwd = 0;
  switch (slug) {
    case 'house':
    case 'villa': {
      sizeSqm = tier === 3 ? r.pick([400, 400, 400, 500]) : plot();
      floors = r.weighted([
        [2, 3],
        [3, 6],
        [4, 1],
      ]);
      bedrooms = Math.min(12, floors * r.int(2, 3) + r.int(0, 2));
      bathrooms = bedrooms + r.int(0, 2);
      const perSqm = tier === 1 ? r.float(950, 1500) : tier === 2 ? r.float(700, 1000) : r.float(520, 760);
      priceKwd = renting
        ? round(
            Math.min(3500, Math.max(1200, 1200 + (sizeSqm - 375) * 2.6 * tierFactor + r.int(0, 500))) *
              (slug === 'villa' ? 1.1 : 1),
            50,
          )
        : round(Math.min(1_600_000, Math.max(350_000, sizeSqm * perSqm * (slug === 'villa' ? 1.12 : 1))), 5000);
      if (renting) priceKwd = Math.min(3500, priceKwd);
      break;
    }
    case 'residential-land':
    case 'chalet-land':
    case 'investment-land':
    case 'commercial-land': {
      if (slug === 'residential-land') sizeSqm = tier === 3 ? 400 : plot();
      else if (slug === 'chalet-land') sizeSqm = r.pick([500, 750, 1000, 1200, 1500]);
      else if (slug === 'investment-land') sizeSqm = r.pick([500, 750, 1000, 1000, 1500]);
      else sizeSqm = r.pick([500, 1000, 1500, 2000]);
      const perSqm =
        slug === 'residential-land'
          ? tier === 1
            ? r.float(750, 1200)
            : tier === 2
              ? r.float(550, 800)
              : r.float(300, 520)
          : slug === 'chalet-land'
            ? r.float(250, 550)
            : slug === 'investment-land'
              ? r.float(1500, 2800)
              : r.float(2500, 4500);
      priceKwd = round(sizeSqm * perSqm, 5000);
      break;
    }
    case 'floor':
      sizeSqm = r.pick([180, 200, 220, 250, 280, 300, 350]);
      bedrooms = r.int(3, 5);
      bathrooms = bedrooms + r.int(0, 1);
      priceKwd = renting
        ? round(r.float(650, 1100) * (0.85 + 0.15 * tierFactor), 25)
        : round(r.float(180_000, 320_000), 5000);
      break;
    case 'residential-apartment':
      sizeSqm = r.pick([100, 120, 140, 150, 170, 200]);
      bedrooms = r.int(2, 4);
      bathrooms = Math.max(2, bedrooms - r.int(0, 1));
      // About KD 2.9–3.4 per m² a month: a 100 m² two-bedroom flat lets for about KD 300 (kuwait-facts §E).
      priceKwd = renting ? round(sizeSqm * r.float(2.9, 3.4), 5) : round(r.float(110_000, 180_000), 5000);
      break;
    case 'duplex':
    case 'investment-duplex':
      sizeSqm = r.pick([220, 250, 280, 300, 350, 400]);
      floors = 2;
      bedrooms = r.int(3, 5);
      bathrooms = bedrooms + 1;
      priceKwd = renting ? round(r.float(700, 1200), 25) : round(r.float(220_000, 450_000), 5000);
      break;
    case 'annex':
      sizeSqm = r.pick([40, 50, 60, 70, 80]);
      bedrooms = 1;
      bathrooms = 1;
      priceKwd = round(r.float(250, 400), 25);
      break;
    case 'apartment':
      bedrooms = r.weighted([
        [1, 2],
        [2, 5],
        [3, 5],
        [4, 1],
      ]);
      bathrooms = Math.max(1, bedrooms - r.int(0, 1));
      sizeSqm = round(35 + bedrooms * r.int(25, 38), 5);
      // Two bedrooms let for about KD 285–320 a month (KFH 2023: Salmiya 305, Hawalli 278; kuwait-facts §E).
      priceKwd = renting
        ? round(Math.min(750, 120 + bedrooms * r.int(82, 100)), 10)
        : round(Math.min(220_000, Math.max(90_000, sizeSqm * r.float(1000, 1500))), 1000);
      break;
    case 'studio':
      bedrooms = 0;
      bathrooms = 1;
      sizeSqm = r.pick([30, 35, 40, 45, 50]);
      priceKwd = renting ? round(r.float(180, 260), 10) : round(r.float(45_000, 70_000), 1000);
      break;
    case 'penthouse':
      bedrooms = r.int(3, 5);
      bathrooms = bedrooms;
      sizeSqm = r.pick([180, 200, 250, 300]);
      priceKwd = renting ? round(r.float(750, 1300), 25) : round(r.float(200_000, 380_000), 5000);
      break;
    case 'building':
      sizeSqm = r.pick([500, 750, 1000]);
      floors = r.int(6, 12);
      priceKwd = round(sizeSqm * r.float(2200, 3800), 10_000);
      break;
    case 'shop':
      sizeSqm = r.pick([30, 40, 50, 60, 80, 100, 150]);
      priceKwd = renting ? round(sizeSqm * r.float(15, 25), 50) : round(sizeSqm * r.float(2500, 4000), 5000);
      break;
    case 'office':
      sizeSqm = r.pick([60, 80, 100, 150, 200, 300, 400]);
      priceKwd = renting ? round(sizeSqm * r.float(6.5, 10), 50) : round(sizeSqm * r.float(1500, 2200), 5000);
      break;
    case 'showroom':
    case 'industrial-showroom':
      sizeSqm = r.pick([200, 250, 300, 400, 500, 600]);
      priceKwd = renting ? round(sizeSqm * r.float(8, 13), 100) : round(sizeSqm * r.float(1500, 2500), 5000);
      break;
    case 'clinic':
      sizeSqm = r.pick([80, 100, 120, 150, 200]);
      priceKwd = renting ? round(sizeSqm * r.float(9, 13), 50) : round(sizeSqm * r.float(1800, 2500), 5000);
      break;
    case 'commercial-complex':
      sizeSqm = r.pick([1000, 1500, 2000, 3000, 5000]);
      floors = r.int(3, 8);
      priceKwd = round(sizeSqm * r.float(2500, 3500), 50_000);
      break;
    case 'industrial-plot':
      sizeSqm = r.pick([1000, 1000, 1500, 2000, 2500, 5000]);
      priceKwd = renting ? round(sizeSqm * r.float(1.5, 3), 100) : round(sizeSqm * r.float(300, 600), 10_000);
      break;
    case 'warehouse':
      sizeSqm = r.pick([300, 500, 750, 1000, 1500, 2000]);
      priceKwd = renting ? round(sizeSqm * r.float(2.5, 5), 50) : round(sizeSqm * r.float(450, 750), 10_000);
      break;
    case 'workshop':
      sizeSqm = r.pick([150, 200, 250, 300, 400, 500]);
      priceKwd = round(sizeSqm * r.float(3, 5), 50);
      break;
    case 'factory':
      sizeSqm = r.pick([1000, 2000, 2500, 3000, 5000]);
      priceKwd = round(sizeSqm * r.float(400, 650), 10_000);
      break;
    case 'farm':
      sizeSqm = r.pick([5000, 10_000, 20_000, 25_000, 50_000]);
      priceKwd = renting ? round(r.float(800, 2500), 50) : round(r.float(150_000, 600_000), 5000);
      break;
    case 'stable':
      sizeSqm = r.pick([500, 750, 1000, 1500, 2500]);
      priceKwd = renting ? round(r.float(150, 400), 10) : round(r.float(25_000, 90_000), 1000);
      break;
    case 'horse-stable':
      sizeSqm = r.pick([500, 750, 1000, 1500]);
      priceKwd = renting ? round(r.float(300, 800), 25) : round(r.float(60_000, 200_000), 5000);
      break;
    case 'agricultural-plot':
      sizeSqm = r.pick([2500, 5000, 7500, 10_000]);
      priceKwd = round(r.float(100_000, 300_000), 5000);
      break;
    case 'chalet':
      sizeSqm = r.pick([300, 400, 500, 750, 1000, 1500]);
      bedrooms = r.int(2, 6);
      bathrooms = bedrooms;
      floors = r.int(1, 2);
      priceKwd = renting
        ? round(r.float(1500, 4000), 50)
        : round(Math.min(900_000, Math.max(250_000, sizeSqm * r.float(450, 800))), 5000);
      break;
    case 'rest-house':
      sizeSqm = r.pick([1000, 1500, 2000, 2500, 3000]);
      bedrooms = r.int(2, 4);
      bathrooms = bedrooms;
      priceKwd = renting ? round(r.float(600, 1500), 50) : round(r.float(150_000, 400_000), 5000);
      break;
    default:
      sizeSqm = 200;
      priceKwd = renting ? 500 : 150_000;
  }
  return { sizeSqm, bedrooms, bathrooms, floors, priceKwd };
}

const isWanted = (deal: DealTypeId) => deal === dealTypes['wanted-for-rent'] || deal === dealTypes['wanted-for-sale'];

/** The scenes of an ad's photos, the first one on its card; further photos repeat the last scene. */
function scenesFor(slug: string): PhotoScene[] {
  if (landTypes.has(slug)) return slug === 'agricultural-plot' ? ['farm', 'land'] : ['land', 'land'];
  if (slug === 'farm' || slug === 'stable' || slug === 'horse-stable') return ['farm', 'farm', 'land'];
  if (slug === 'villa') return ['villa', 'apartment', 'villa'];
  if (homeTypes.has(slug)) return ['house', 'apartment', 'house'];
  if (slug === 'floor') return ['apartment', 'house', 'apartment'];
  if (slug === 'building') return ['tower', 'tower', 'apartment'];
  if (unitTypes.has(slug)) return ['apartment', 'tower', 'apartment'];
  if (slug === 'office' || slug === 'clinic') return ['office', 'tower', 'office'];
  if (slug === 'shop' || slug === 'showroom' || slug === 'commercial-complex' || slug === 'industrial-showroom')
    return ['shop', 'shop', 'tower'];
  if (slug === 'warehouse' || slug === 'workshop' || slug === 'factory') return ['warehouse', 'warehouse', 'land'];
  if (slug === 'chalet' || slug === 'rest-house') return ['chalet', 'apartment', 'chalet'];
  return ['house', 'apartment'];
}

interface PlannedGallery {
  ad: number;
  scenes: PhotoScene[];
  deal: DealTypeId;
  special: boolean;
  publishedAt: Date | null;
}

type MediaPlan = { ad: number; storageKey: string; width: number; height: number; sort: number };

/**
 * Photos for the ads that offer a property (wanted ads have none). Lists show ads of one deal type newest first, so
 * the ads of a scene take its pictures in turn in that order: two neighbours in a list never share their cover.
 */
function assignPhotos(planned: PlannedGallery[], photos: DemoPhoto[], random: Random): MediaPlan[] {
  const pools = new Map<PhotoScene, DemoPhoto[]>();
  for (const photo of photos) pools.set(photo.scene, [...(pools.get(photo.scene) ?? []), photo]);
  const poolOf = (scene: PhotoScene) => pools.get(scene) ?? photos;
  const turns = new Map<string, number>();
  const newestFirst = [...planned].sort(
    (a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || a.ad - b.ad,
  );
  const media: MediaPlan[] = [];
  for (const item of newestFirst) {
    const cover = item.scenes[0] as PhotoScene;
    const turnKey = `${item.deal}:${item.special}:${cover}`;
    const turn = turns.get(turnKey) ?? random.int(0, poolOf(cover).length - 1);
    turns.set(turnKey, turn + 1);
    const used = new Set<string>();
    const count = random.int(1, 6);
    for (let sort = 0; sort < count; sort++) {
      const pool = poolOf(item.scenes[Math.min(sort, item.scenes.length - 1)] as PhotoScene);
      let index = sort === 0 ? turn % pool.length : random.int(0, pool.length - 1);
      for (let tries = 0; used.has((pool[index] as DemoPhoto).key) && tries < pool.length; tries++)
        index = (index + 1) % pool.length;
      const photo = pool[index] as DemoPhoto;
      if (used.has(photo.key)) break;
      used.add(photo.key);
      media.push({ ad: item.ad, storageKey: photo.key, width: photo.width, height: photo.height, sort });
    }
  }
  return media;
}

interface AdContext {
  r: Random;
  /** English text and photos: a sequence of their own, so the ads themselves stay as they were drawn. */
  text: Random;
  anchor: number;
  ownerWeights: (readonly [DemoOwner, number])[];
}

type AdChoice = { deal: DealTypeId; area: AreaRow; category: CategoryRow; type: TypeRow; built: Built };

/**
 * One demo ad with its text, dates and owner. A market ad (the rent estimators' comparables) always states its
 * price and is live or recently expired.
 */
function composeAd(
  { r, text, anchor, ownerWeights }: AdContext,
  { deal, area, category, type, built }: AdChoice,
  { market = false } = {},
): { row: AdInsert; scenes: PhotoScene[] } {
  const renting = deal === dealTypes.rent || deal === dealTypes['wanted-for-rent'];
  const corner = (homeTypes.has(type.slug) || landTypes.has(type.slug)) && r.chance(0.25);
  const seaView =
    seaViewAreas.has(area.slug) && (unitTypes.has(type.slug) || homeTypes.has(type.slug)) && r.chance(0.3);
  const plot =
    (homeTypes.has(type.slug) || landTypes.has(type.slug) || type.slug === 'building') &&
    !isWanted(deal) &&
    r.chance(0.45)
      ? r.int(1, 480)
      : null;
  const streetWidth = r.pick([10, 12, 15, 20, 25, 30]);
  const facts = { ...built, corner, seaView, streetWidth, plot };
  const noun = titleNoun(r, type.slug, type);
  const title = buildTitle(r, deal, type.slug, area, facts, noun);
  const description = buildDescription(r, deal, type.slug, area, facts);
  // Most advertisers write in both languages; the rest only in Arabic.
  const english = text.chance(0.85);

  // Wanted ads quote a budget; exchange ads an estimate; some prices are not announced.
  const unannounced =
    !market && ((deal === dealTypes.exchange && r.chance(0.4)) || (isWanted(deal) && r.chance(0.3)) || r.chance(0.05));
  const priceKwd = unannounced ? null : built.priceKwd;

  const status = market
    ? r.weighted([
        [adStatus.approved, 9],
        [adStatus.expired, 1],
      ] as const)
    : r.weighted([
        [adStatus.approved, 90],
        [adStatus.expired, 6],
        [adStatus.pending, 3],
        [adStatus.rejected, 1],
      ] as const);
  let publishedAt: Date | null = null;
  let expiresAt: Date | null = null;
  let createdAt: Date;
  let viewsCount = 0;
  if (status === adStatus.approved || status === adStatus.expired) {
    const ageDays = status === adStatus.approved ? r.float(0, 58) : r.float(62, 120);
    publishedAt = new Date(anchor - Math.round(ageDays * dayMs) - r.int(0, 10) * 3_600_000);
    expiresAt = new Date(publishedAt.getTime() + 60 * dayMs);
    createdAt = new Date(publishedAt.getTime() - r.int(10, 240) * 60_000);
    viewsCount = Math.round(ageDays * r.float(3, 18) * (renting ? 1.3 : 1)) + r.int(0, 25);
  } else {
    createdAt = new Date(anchor - r.int(0, 3 * 24) * 3_600_000);
  }
  const owner = r.weighted(ownerWeights);
  const adType: 'regular' | 'special' = r.chance(0.04) ? 'special' : 'regular';
  const isFeatured = r.chance(0.08);
  const jitter = () => r.float(-0.006, 0.006);
  const row: AdInsert = {
    ownerId: owner.id,
    dealTypeId: deal,
    categoryId: category.id,
    propertyTypeId: type.id,
    areaId: area.id,
    title: title.ar,
    description: description.ar,
    titleEn: english ? title.en : null,
    descriptionEn: english ? description.en : null,
    searchText: adSearchText({
      title: title.ar,
      description: description.ar,
      titleEn: english ? title.en : null,
      descriptionEn: english ? description.en : null,
      area,
    }),
    sizeSqm: built.sizeSqm,
    priceFils: priceKwd === null ? null : Math.round(priceKwd) * 1000,
    bedrooms: built.bedrooms,
    bathrooms: built.bathrooms,
    floors: built.floors,
    parcelNumber: plot === null ? null : `قسيمة ${plot}`,
    latitude: Number((area.latitude + jitter()).toFixed(6)),
    longitude: Number((area.longitude + jitter()).toFixed(6)),
    contactPhone: owner.phone,
    adType,
    isFeatured,
    status,
    viewsCount,
    phoneRevealsCount: Math.round(viewsCount * r.float(0.02, 0.08)),
    publishedAt,
    expiresAt,
    createdAt,
    updatedAt: publishedAt ?? createdAt,
  };
  return { row, scenes: scenesFor(type.slug) };
}

/** Whether the demo ads are already there (any ad by a demo member). */
async function demoAdsExist(db: Db, owners: DemoOwner[]): Promise<boolean> {
  const [row] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(
      inArray(
        ads.ownerId,
        owners.map((owner) => owner.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface SeedDemoAdsOptions {
  owners: DemoOwner[];
  photos: DemoPhoto[];
  count?: number;
  /** The moment the demo is anchored to; defaults to the start of the current Kuwait day. */
  now?: Date;
}

/** Inserts the demo ads (once); returns how many it inserted. */
export async function seedDemoAds(db: Db, options: SeedDemoAdsOptions): Promise<number> {
  const { owners, photos } = options;
  const count = options.count ?? 3000;
  if (owners.length === 0 || photos.length === 0) throw new Error('demo ads need owners and photos');
  if (await demoAdsExist(db, owners)) return 0;

  const [areaRows, categoryRows, typeRows] = await Promise.all([
    db.select().from(areas).orderBy(areas.id),
    db.select().from(propertyCategories).orderBy(propertyCategories.id),
    db.select().from(propertyTypes).orderBy(propertyTypes.id),
  ]);
  const categoryByKind = new Map<ZoneKind, CategoryRow>(categoryRows.map((category) => [category.kind, category]));
  const typesByCategory = new Map<number, TypeRow[]>();
  for (const type of typeRows)
    typesByCategory.set(type.categoryId, [...(typesByCategory.get(type.categoryId) ?? []), type]);

  const r = createRandom(20_240_601);
  // Midnight of the current Kuwait day: every date is in the past whatever the hour, and the same all day.
  const anchor = kuwaitMidnight(options.now ?? new Date()).getTime();
  // A second sequence for what came later (English text, photos), so the ads themselves stay as they were drawn.
  const text = createRandom(20_251_124);
  const ownerWeights = owners.map(
    (owner) => [owner, owner.role === 'broker' ? 5 : owner.role === 'marketeer' ? 3 : 1] as const,
  );

  const dealWeights: [DealTypeId, number][] = [
    [dealTypes.sale, 40],
    [dealTypes.rent, 40],
    [dealTypes.exchange, 6],
    [dealTypes['wanted-for-rent'], 7],
    [dealTypes['wanted-for-sale'], 7],
  ];
  const areaChoices = new Map<DealTypeId, [AreaRow, number][]>();
  for (const [deal] of dealWeights) {
    areaChoices.set(
      deal,
      areaRows
        .filter((area) => categoryByKind.get(area.kind)?.dealTypeIds.includes(deal))
        .map((area) => [area, areaWeight(area, deal)]),
    );
  }

  const rows: AdInsert[] = [];
  const planned: PlannedGallery[] = [];
  const add = (ad: { row: AdInsert; scenes: PhotoScene[] }) => {
    if (!isWanted(ad.row.dealTypeId as DealTypeId)) {
      planned.push({
        ad: rows.length,
        scenes: ad.scenes,
        deal: ad.row.dealTypeId as DealTypeId,
        special: ad.row.adType === 'special',
        publishedAt: ad.row.publishedAt ?? null,
      });
    }
    rows.push(ad.row);
  };
  const context: AdContext = { r, text, anchor, ownerWeights };
  for (let i = 0; i < count; i++) {
    const deal = r.weighted(dealWeights);
    const area = r.weighted(areaChoices.get(deal) ?? []);
    const category = categoryByKind.get(area.kind) as CategoryRow;
    const renting = deal === dealTypes.rent || deal === dealTypes['wanted-for-rent'];
    const weights = typeWeights[category.slug]?.[renting ? 'rent' : 'sale'] ?? {};
    const candidates = (typesByCategory.get(category.id) ?? []).filter((type) => (weights[type.slug] ?? 0) > 0);
    const type =
      candidates.length > 0
        ? r.weighted(candidates.map((t) => [t, weights[t.slug] ?? 1] as const))
        : r.pick(typesByCategory.get(category.id) ?? []);
    add(composeAd(context, { deal, area, category, type, built: sizeAndPrice(r, type.slug, area, renting) }));
  }
  // The rent estimators' market (issue 14), after the ads above so that their ids stay as they were.
  const market = createRandom(20_261_124);
  const areaBySlug = new Map(areaRows.map((area) => [area.slug, area]));
  const typeBySlug = new Map(typeRows.map((type) => [type.slug, type]));
  for (const lot of rentMarketLots) {
    const area = areaBySlug.get(lot.area);
    const type = typeBySlug.get(lot.type);
    const category = categoryRows.find((row) => row.id === type?.categoryId);
    if (!area || !type || !category) throw new Error(`rent market: unknown ${lot.area} or ${lot.type}`);
    for (let i = 0; i < lot.count; i++) {
      const built = sizeAndPrice(market, type.slug, area, true);
      built.priceKwd = marketRent(market, lot, built);
      add(
        composeAd({ ...context, r: market }, { deal: dealTypes.rent, area, category, type, built }, { market: true }),
      );
    }
  }

  const media = assignPhotos(planned, photos, text);

  const batch = 500;
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += batch) {
      const inserted = await tx
        .insert(ads)
        .values(rows.slice(start, start + batch))
        .returning({ id: ads.id });
      ids.push(...inserted.map((row) => row.id));
    }
    const mediaRows = media.map((m) => ({
      adId: ids[m.ad] as number,
      kind: 'image' as const,
      storageKey: m.storageKey,
      width: m.width,
      height: m.height,
      sort: m.sort,
    }));
    for (let start = 0; start < mediaRows.length; start += 1000) {
      await tx.insert(adMedia).values(mediaRows.slice(start, start + 1000));
    }
  });
  // Statistics for the planner now: PGlite has no autovacuum, and without them it reads whole tables for a page of ads.
  await db.execute(sql`analyze ${ads}, ${adMedia}, ${areas}, ${propertyTypes}`);
  return rows.length;
}
