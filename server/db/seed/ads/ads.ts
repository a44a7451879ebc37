import { inArray, sql } from 'drizzle-orm';
import { adStatus, dealTypes, type DealTypeId } from '../../../../lib/constants';
import type { Db } from '../../client';
import { adSearchText } from '../../../services/ads/search-text';
import { adMedia, ads } from '../../schema/ads';
import { areas, propertyCategories, propertyTypes, type ZoneKind } from '../../schema/reference';
import type { DemoOwner } from './owners';
import type { DemoPhoto, PhotoScene } from './photos';
import { kuwaitMidnight } from '../../../../lib/kuwait-time';
import { createRandom, type Random } from './random';
import { newCities, primeAreas } from '../data/area-tiers';

type AreaRow = typeof areas.$inferSelect;
type CategoryRow = typeof propertyCategories.$inferSelect;
type TypeRow = typeof propertyTypes.$inferSelect;
type AdInsert = typeof ads.$inferInsert;

const dayMs = 86_400_000;

const rentHotspots = new Set(['salmiya', 'hawalli', 'fintas', 'mangaf', 'mahboula', 'jabriya', 'salwa', 'rumaithiya', 'mishref', 'bayan', 'abu-halifa', 'fahaheel', 'egaila']);
const seaViewAreas = new Set(['salmiya', 'mahboula', 'fintas', 'abu-halifa', 'mangaf', 'shaab', 'bidaa', 'bneid-al-gar', 'dasman', 'messila', 'fnaitees']);

type Tier = 1 | 2 | 3;
function tierOf(area: AreaRow): Tier {
  if (primeAreas.has(area.slug)) return 1;
  if (newCities.has(area.slug)) return 3;
  return 2;
}

function areaWeight(area: AreaRow, deal: DealTypeId): number {
  const base: Record<ZoneKind, number> = { residential: 6, investment: 6, commercial: 1.5, industrial: 1.5, agricultural: 1, coastal: 1.5 };
  let weight = base[area.kind];
  const renting = deal === dealTypes.rent || deal === dealTypes['wanted-for-rent'];
  if (renting && rentHotspots.has(area.slug)) weight *= area.kind === 'investment' ? 6 : 2.5;
  if (renting && area.kind === 'investment') weight *= 1.5;
  if (!renting && area.kind === 'residential') weight *= tierOf(area) === 1 ? 1.6 : 1.2;
  if (!renting && area.kind === 'coastal' && ['khairan', 'bneider', 'julaia', 'dhubaiya', 'sabah-al-ahmad-marine-city', 'zour', 'nuwaiseeb'].includes(area.slug)) weight *= 1.6;
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

/** The word for the property in a title. */
const titleNoun: Record<string, string> = {
  house: 'بيت', villa: 'فيلا', 'residential-land': 'أرض سكنية', floor: 'دور', 'residential-apartment': 'شقة', duplex: 'دوبلكس', annex: 'ملحق',
  apartment: 'شقة', studio: 'استوديو', penthouse: 'بنتهاوس', 'investment-duplex': 'دوبلكس', building: 'عمارة', 'investment-land': 'أرض استثمارية',
  shop: 'محل', office: 'مكتب', showroom: 'معرض', 'commercial-complex': 'مجمع تجاري', 'commercial-land': 'أرض تجارية', clinic: 'عيادة',
  'industrial-plot': 'قسيمة صناعية', warehouse: 'مخزن', workshop: 'ورشة', factory: 'مصنع', 'industrial-showroom': 'معرض',
  farm: 'مزرعة', stable: 'جاخور', 'horse-stable': 'إسطبل خيل', 'agricultural-plot': 'قسيمة زراعية',
  chalet: 'شاليه', 'chalet-land': 'أرض شاليه', 'rest-house': 'استراحة',
};

const landTypes = new Set(['residential-land', 'investment-land', 'commercial-land', 'industrial-plot', 'agricultural-plot', 'chalet-land']);
const homeTypes = new Set(['house', 'villa', 'duplex', 'investment-duplex']);
const unitTypes = new Set(['floor', 'residential-apartment', 'apartment', 'studio', 'penthouse', 'annex']);

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
  const plot = () => r.weighted<number>([[375, 6], [400, 18], [500, 16], [600, 10], [750, 10], [1000, 6], [r.int(8, 19) * 50, 8]]);
  let sizeSqm = 100;
  let bedrooms: number | null = null;
  let bathrooms: number | null = null;
  let floors: number | null = null;
  let priceKwd = 0;
  switch (slug) {
    case 'house':
    case 'villa': {
      sizeSqm = tier === 3 ? r.pick([400, 400, 400, 500]) : plot();
      floors = r.weighted([[2, 3], [3, 6], [4, 1]]);
      bedrooms = Math.min(12, floors * r.int(2, 3) + r.int(0, 2));
      bathrooms = bedrooms + r.int(0, 2);
      const perSqm = tier === 1 ? r.float(950, 1500) : tier === 2 ? r.float(700, 1000) : r.float(520, 760);
      priceKwd = renting
        ? round(Math.min(3500, Math.max(1200, 1200 + (sizeSqm - 375) * 2.6 * tierFactor + r.int(0, 500))) * (slug === 'villa' ? 1.1 : 1), 50)
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
        slug === 'residential-land' ? (tier === 1 ? r.float(750, 1200) : tier === 2 ? r.float(550, 800) : r.float(300, 520))
        : slug === 'chalet-land' ? r.float(250, 550)
        : slug === 'investment-land' ? r.float(1500, 2800)
        : r.float(2500, 4500);
      priceKwd = round(sizeSqm * perSqm, 5000);
      break;
    }
    case 'floor':
      sizeSqm = r.pick([180, 200, 220, 250, 280, 300, 350]);
      bedrooms = r.int(3, 5);
      bathrooms = bedrooms + r.int(0, 1);
      priceKwd = renting ? round(r.float(650, 1100) * (0.85 + 0.15 * tierFactor), 25) : round(r.float(180_000, 320_000), 5000);
      break;
    case 'residential-apartment':
      sizeSqm = r.pick([100, 120, 140, 150, 170, 200]);
      bedrooms = r.int(2, 4);
      bathrooms = Math.max(2, bedrooms - r.int(0, 1));
      priceKwd = renting ? round(r.float(380, 650), 25) : round(r.float(110_000, 180_000), 5000);
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
      bedrooms = r.weighted([[1, 2], [2, 5], [3, 5], [4, 1]]);
      bathrooms = Math.max(1, bedrooms - r.int(0, 1));
      sizeSqm = round(35 + bedrooms * r.int(25, 38), 5);
      priceKwd = renting ? round(Math.min(750, 180 + bedrooms * r.int(90, 140)), 10) : round(Math.min(220_000, Math.max(90_000, sizeSqm * r.float(1000, 1500))), 1000);
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
      priceKwd = renting ? round(r.float(1500, 4000), 50) : round(Math.min(900_000, Math.max(250_000, sizeSqm * r.float(450, 800))), 5000);
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

const formatKwd = (value: number) => value.toLocaleString('en-US');
const arabicBathrooms = (n: number) => (n === 1 ? 'حمام واحد' : n === 2 ? 'حمامين' : n <= 10 ? `${n} حمامات` : `${n} حمام`);
/** Feminine nouns take feminine adjectives and verbs ("شقة مميزة تتكون من…"). */
const feminineTypes = new Set(['residential-land', 'investment-land', 'commercial-land', 'chalet-land', 'villa', 'residential-apartment', 'apartment', 'building', 'clinic', 'industrial-plot', 'agricultural-plot', 'workshop', 'farm', 'rest-house']);
const arabicBedrooms = (n: number) => (n === 1 ? 'غرفة واحدة' : n === 2 ? 'غرفتين' : n <= 10 ? `${n} غرف` : `${n} غرفة`);

function floorLabel(r: Random): string {
  return r.weighted([['دور أرضي', 4], ['دور أول', 4], ['دور ثاني', 3], ['دور علوي', 1]]);
}

function buildTitle(r: Random, deal: DealTypeId, slug: string, area: AreaRow, built: Built, facts: { corner: boolean; seaView: boolean; noun: string }): string {
  const place = `في ${area.nameAr}`;
  const { noun } = facts;
  let head: string;
  switch (deal) {
    case dealTypes.sale:
      head = `${noun} للبيع ${place}`;
      break;
    case dealTypes.rent:
      head = `${noun} للإيجار ${place}`;
      break;
    case dealTypes.exchange:
      head = r.chance(0.5) ? `${noun} للبدل ${place}` : `${noun} ${place} للبدل ${r.pick(['مع بيت في منطقة أخرى', 'على أرض سكنية', 'بمنطقة قريبة من العاصمة', 'على بيت أصغر مع الفرق'])}`;
      break;
    case dealTypes['wanted-for-rent']:
      head = `مطلوب ${noun} للإيجار ${place}`;
      break;
    default:
      head = `مطلوب ${noun} للشراء ${place}`;
  }
  const extras: string[] = [];
  if (built.bedrooms && built.bedrooms > 0 && (unitTypes.has(slug) || homeTypes.has(slug)) && r.chance(0.6)) extras.push(arabicBedrooms(built.bedrooms));
  if (facts.corner) extras.push('زاوية');
  if ((homeTypes.has(slug) || landTypes.has(slug) || slug === 'chalet') && r.chance(0.55)) extras.push(`${formatKwd(built.sizeSqm)} م²`);
  if (facts.seaView) extras.push('مع إطلالة بحرية');
  if (deal === dealTypes.rent && unitTypes.has(slug) && r.chance(0.25)) extras.push(r.pick(['تشطيب سوبر ديلوكس', 'جديدة أول ساكن', 'شامل الكهرباء والماء', 'مع موقف خاص']));
  if (deal === dealTypes.sale && homeTypes.has(slug) && r.chance(0.2)) extras.push(r.pick(['بناء حديث', 'على شارعين', 'قديم للهدم', 'تشطيب فاخر']));
  if (deal === dealTypes['wanted-for-sale'] && r.chance(0.3)) extras.push(r.pick(['لدي مشتري جاد', 'بدون وسطاء', 'دفع كاش']));
  return extras.length > 0 ? `${head} – ${extras.join(' ')}` : head;
}

const directions = ['شمالي', 'جنوبي', 'شرقي', 'غربي', 'شمالي شرقي', 'جنوبي غربي'];
const finishes = ['تشطيب سوبر ديلوكس', 'تشطيب ديلوكس', 'تشطيب فاخر بمواد أوروبية', 'تشطيب حديث', 'بحاجة إلى صيانة بسيطة', 'بناء قديم والأرض بحالة ممتازة'];
const nearby = ['قريب من الجمعية التعاونية', 'قريب من المسجد', 'قريب من المدارس', 'قريب من المستوصف', 'قريب من الخدمات والمطاعم', 'على بعد دقائق من الدائري السادس', 'قريب من الدائري الخامس', 'بجانب الحديقة العامة', 'قريب من الأسواق والمجمعات'];

function buildDescription(r: Random, deal: DealTypeId, slug: string, area: AreaRow, built: Built, facts: { corner: boolean; seaView: boolean; streetWidth: number; parcel: string | null }): string {
  const wanted = deal === dealTypes['wanted-for-rent'] || deal === dealTypes['wanted-for-sale'];
  const sentences: string[] = [];
  if (wanted) {
    const what = titleNoun[slug] ?? 'عقار';
    sentences.push(
      r.pick([
        `مطلوب ${what} في ${area.nameAr} أو المناطق القريبة منها.`,
        `أبحث عن ${what} في منطقة ${area.nameAr} لعائلة كويتية.`,
        `مطلوب بشكل عاجل ${what} في ${area.nameAr}.`,
      ]),
    );
    if (built.bedrooms) sentences.push(`يفضل ألا تقل الغرف عن ${arabicBedrooms(built.bedrooms)}.`);
    sentences.push(`المساحة المطلوبة حوالي ${formatKwd(built.sizeSqm)} م².`);
    sentences.push(r.pick(['الميزانية مرنة للعقار المناسب.', 'الرجاء التواصل مع المالك مباشرة.', 'يفضل التعامل المباشر بدون وسيط.', 'الدفع جاهز عند الاتفاق.']));
    return sentences.join(' ');
  }
  const noun = titleNoun[slug] ?? 'عقار';
  const feminine = feminineTypes.has(slug);
  sentences.push(
    r.pick([
      `${noun} بمساحة ${formatKwd(built.sizeSqm)} م² في منطقة ${area.nameAr}.`,
      `يتوفر لدينا ${noun} في ${area.nameAr} بمساحة ${formatKwd(built.sizeSqm)} م².`,
      `للعرض ${noun} ${feminine ? 'مميزة' : 'مميز'} في ${area.nameAr}، المساحة ${formatKwd(built.sizeSqm)} م².`,
    ]),
  );
  if (facts.parcel) sentences.push(`${facts.parcel}${facts.corner ? ' زاوية' : ''}، الواجهة ${r.pick(directions)}.`);
  else if (facts.corner) sentences.push(`زاوية على شارعين، الواجهة ${r.pick(directions)}.`);
  else if (r.chance(0.5)) sentences.push(`الاتجاه ${r.pick(directions)}.`);
  if (!landTypes.has(slug)) sentences.push(`${r.pick(finishes)}.`);
  if (built.bedrooms !== null && built.bedrooms > 0) {
    const rooms = [`${arabicBedrooms(built.bedrooms)} نوم`, arabicBathrooms(built.bathrooms ?? 1)];
    if (homeTypes.has(slug) || slug === 'floor') rooms.push('صالة كبيرة', 'مطبخ مجهز');
    if (r.chance(0.6) && !['studio', 'annex', 'apartment'].includes(slug)) rooms.push('غرفة خادمة');
    if (r.chance(0.35) && homeTypes.has(slug)) rooms.push('ديوانية بمدخل مستقل');
    sentences.push(`${feminine ? 'تتكون' : 'يتكون'} من ${rooms.join(' و')}.`);
  }
  if (built.floors && homeTypes.has(slug)) sentences.push(`${built.floors === 2 ? 'دورين' : `${built.floors} أدوار`}${r.chance(0.4) ? ' مع سطح' : ''}${r.chance(0.3) ? ' وسرداب' : ''}.`);
  const features: string[] = [];
  if (!landTypes.has(slug) && r.chance(0.7)) features.push(r.pick(['تكييف مركزي', 'تكييف سبليت', 'تكييف مركزي جديد']));
  if (!landTypes.has(slug) && r.chance(0.5)) features.push(r.pick(['موقف خاص', 'موقفين سيارات', 'كراج مغطى', 'مواقف واسعة']));
  if (homeTypes.has(slug) && r.chance(0.3)) features.push(r.pick(['مصعد', 'حديقة', 'حوش واسع']));
  if (slug === 'chalet' && r.chance(0.7)) features.push(r.pick(['مسبح خاص', 'جلسة خارجية على البحر', 'شاطئ رملي']));
  if (features.length > 0) sentences.push(`${features.join(' و')}.`);
  if (facts.seaView) sentences.push('إطلالة مباشرة على البحر.');
  if (homeTypes.has(slug) || landTypes.has(slug)) sentences.push(`عرض الشارع ${facts.streetWidth} متر.`);
  const [near, alsoNear] = r.sample(nearby, 2);
  sentences.push(`${near}${alsoNear && alsoNear.startsWith('قريب من ') && r.chance(0.5) ? ` و${alsoNear.replace(/^قريب من /, '')}` : ''}.`);
  if (deal === dealTypes.rent && !unitTypes.has(slug) && !homeTypes.has(slug)) sentences.push(r.pick(['عقد سنة قابل للتجديد.', 'الإيجار شهري مع تأمين شهر.', 'يصلح لجميع الأنشطة.', 'متوفر فوراً.']));
  else if (deal === dealTypes.rent) sentences.push(r.pick(['الإيجار شهري والتأمين شهر واحد.', 'يفضل العوائل.', 'للعوائل فقط.', 'الإيجار شامل الكهرباء والماء.', 'عقد سنة قابل للتجديد.']));
  if (deal === dealTypes.sale) sentences.push(r.pick(['السعر قابل للتفاوض البسيط.', 'للجادين فقط.', 'الوثيقة جاهزة.', 'يقبل التمويل البنكي.', 'السعر نهائي.']));
  if (deal === dealTypes.exchange) sentences.push(r.pick(['البدل مع دفع الفرق حسب التقييم.', 'يقبل البدل على بيت في منطقة قريبة.', 'للتفاهم حول قيمة البدل يرجى التواصل.']));
  return sentences.join(' ');
}

function scenesFor(kind: ZoneKind, slug: string): PhotoScene[] {
  if (landTypes.has(slug) || slug === 'farm' || slug === 'stable' || slug === 'horse-stable') return ['land', 'land', 'facade'];
  if (kind === 'coastal') return ['sea', 'sea', 'interior'];
  if (unitTypes.has(slug) || slug === 'office' || slug === 'clinic') return ['interior', 'interior', 'facade'];
  return ['facade', 'interior', 'facade'];
}

/** Whether the demo ads are already there (any ad by a demo member). */
async function demoAdsExist(db: Db, owners: DemoOwner[]): Promise<boolean> {
  const [row] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(inArray(ads.ownerId, owners.map((owner) => owner.id)))
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
  for (const type of typeRows) typesByCategory.set(type.categoryId, [...(typesByCategory.get(type.categoryId) ?? []), type]);

  const r = createRandom(20_240_601);
  // Midnight of the current Kuwait day: every date is in the past whatever the hour, and the same all day.
  const anchor = kuwaitMidnight(options.now ?? new Date()).getTime();
  const photosByScene = new Map<PhotoScene, DemoPhoto[]>();
  for (const photo of photos) photosByScene.set(photo.scene, [...(photosByScene.get(photo.scene) ?? []), photo]);
  const ownerWeights = owners.map((owner) => [owner, owner.role === 'broker' ? 5 : owner.role === 'marketeer' ? 3 : 1] as const);

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
      areaRows.filter((area) => categoryByKind.get(area.kind)?.dealTypeIds.includes(deal)).map((area) => [area, areaWeight(area, deal)]),
    );
  }

  const rows: AdInsert[] = [];
  const media: { ad: number; storageKey: string; width: number; height: number; sort: number }[] = [];
  for (let i = 0; i < count; i++) {
    const deal = r.weighted(dealWeights);
    const area = r.weighted(areaChoices.get(deal) ?? []);
    const category = categoryByKind.get(area.kind) as CategoryRow;
    const renting = deal === dealTypes.rent || deal === dealTypes['wanted-for-rent'];
    const weights = typeWeights[category.slug]?.[renting ? 'rent' : 'sale'] ?? {};
    const candidates = (typesByCategory.get(category.id) ?? []).filter((type) => (weights[type.slug] ?? 0) > 0);
    const type = candidates.length > 0 ? r.weighted(candidates.map((t) => [t, weights[t.slug] ?? 1] as const)) : r.pick(typesByCategory.get(category.id) ?? []);
    const built = sizeAndPrice(r, type.slug, area, renting);
    const corner = (homeTypes.has(type.slug) || landTypes.has(type.slug)) && r.chance(0.25);
    const seaView = seaViewAreas.has(area.slug) && (unitTypes.has(type.slug) || homeTypes.has(type.slug)) && r.chance(0.3);
    const parcel = (homeTypes.has(type.slug) || landTypes.has(type.slug) || type.slug === 'building') && deal !== dealTypes['wanted-for-rent'] && deal !== dealTypes['wanted-for-sale'] && r.chance(0.45) ? `قسيمة ${r.int(1, 480)}` : null;
    const streetWidth = r.pick([10, 12, 15, 20, 25, 30]);
    let noun = titleNoun[type.slug] ?? type.nameAr;
    if (type.slug === 'floor') noun = floorLabel(r);
    if (type.slug === 'residential-land' && r.chance(0.5)) noun = 'أرض';
    const title = buildTitle(r, deal, type.slug, area, built, { corner, seaView, noun });
    const description = buildDescription(r, deal, type.slug, area, built, { corner, seaView, streetWidth, parcel });

    // Wanted ads quote a budget; exchange ads an estimate; some prices are not announced.
    let priceKwd: number | null = built.priceKwd;
    if (deal === dealTypes.exchange && r.chance(0.4)) priceKwd = null;
    else if ((deal === dealTypes['wanted-for-rent'] || deal === dealTypes['wanted-for-sale']) && r.chance(0.3)) priceKwd = null;
    else if (r.chance(0.05)) priceKwd = null;

    const status = r.weighted([
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
    rows.push({
      ownerId: owner.id,
      dealTypeId: deal,
      categoryId: category.id,
      propertyTypeId: type.id,
      areaId: area.id,
      title,
      description,
      searchText: adSearchText({ title, description, area }),
      sizeSqm: built.sizeSqm,
      priceFils: priceKwd === null ? null : Math.round(priceKwd) * 1000,
      bedrooms: built.bedrooms,
      bathrooms: built.bathrooms,
      floors: built.floors,
      parcelNumber: parcel,
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
    });

    const wantedAd = deal === dealTypes['wanted-for-rent'] || deal === dealTypes['wanted-for-sale'];
    const photoCount = wantedAd ? r.int(1, 2) : r.int(1, 6);
    const sceneOrder = scenesFor(area.kind, type.slug);
    for (let sort = 0; sort < photoCount; sort++) {
      const scene = sceneOrder[Math.min(sort, sceneOrder.length - 1)] as PhotoScene;
      const pool = photosByScene.get(scene) ?? photos;
      const photo = r.pick(pool);
      media.push({ ad: i, storageKey: photo.key, width: photo.width, height: photo.height, sort });
    }
  }

  const batch = 500;
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += batch) {
      const inserted = await tx.insert(ads).values(rows.slice(start, start + batch)).returning({ id: ads.id });
      ids.push(...inserted.map((row) => row.id));
    }
    const mediaRows = media.map((m) => ({ adId: ids[m.ad] as number, kind: 'image' as const, storageKey: m.storageKey, width: m.width, height: m.height, sort: m.sort }));
    for (let start = 0; start < mediaRows.length; start += 1000) {
      await tx.insert(adMedia).values(mediaRows.slice(start, start + 1000));
    }
  });
  // Statistics for the planner now: PGlite has no autovacuum, and without them it reads whole tables for a page of ads.
  await db.execute(sql`analyze ${ads}, ${adMedia}, ${areas}, ${propertyTypes}`);
  return rows.length;
}
