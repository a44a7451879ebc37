import { dealTypes, type DealTypeId } from '../../../lib/constants';
import type { areas } from '../../db/schema/reference';
import type { Random } from './random';

/** A demo ad's text in both languages, as an advertiser who writes both would put it. */
export interface Bilingual {
  ar: string;
  en: string;
}

type AreaRow = typeof areas.$inferSelect;

export const landTypes = new Set([
  'residential-land',
  'investment-land',
  'commercial-land',
  'industrial-plot',
  'agricultural-plot',
  'chalet-land',
]);
export const homeTypes = new Set(['house', 'villa', 'duplex', 'investment-duplex']);
export const unitTypes = new Set(['floor', 'residential-apartment', 'apartment', 'studio', 'penthouse', 'annex']);

/** What the text needs to know of the property (the seed's sizes, rooms and price choices). */
export interface AdFacts {
  sizeSqm: number;
  bedrooms: number | null;
  bathrooms: number | null;
  floors: number | null;
  corner: boolean;
  seaView: boolean;
  streetWidth: number;
  /** The parcel (قسيمة) number, when the ad gives one. */
  plot: number | null;
}

/** The word for the property in a title, per type slug. */
const nouns: Record<string, Bilingual> = {
  house: { ar: 'بيت', en: 'House' },
  villa: { ar: 'فيلا', en: 'Villa' },
  'residential-land': { ar: 'أرض سكنية', en: 'Residential plot' },
  floor: { ar: 'دور', en: 'Floor' },
  'residential-apartment': { ar: 'شقة', en: 'Apartment' },
  duplex: { ar: 'دوبلكس', en: 'Duplex' },
  annex: { ar: 'ملحق', en: 'Annex' },
  apartment: { ar: 'شقة', en: 'Apartment' },
  studio: { ar: 'استوديو', en: 'Studio' },
  penthouse: { ar: 'بنتهاوس', en: 'Penthouse' },
  'investment-duplex': { ar: 'دوبلكس', en: 'Duplex' },
  building: { ar: 'عمارة', en: 'Building' },
  'investment-land': { ar: 'أرض استثمارية', en: 'Investment plot' },
  shop: { ar: 'محل', en: 'Shop' },
  office: { ar: 'مكتب', en: 'Office' },
  showroom: { ar: 'معرض', en: 'Showroom' },
  'commercial-complex': { ar: 'مجمع تجاري', en: 'Commercial complex' },
  'commercial-land': { ar: 'أرض تجارية', en: 'Commercial plot' },
  clinic: { ar: 'عيادة', en: 'Clinic' },
  'industrial-plot': { ar: 'قسيمة صناعية', en: 'Industrial plot' },
  warehouse: { ar: 'مخزن', en: 'Warehouse' },
  workshop: { ar: 'ورشة', en: 'Workshop' },
  factory: { ar: 'مصنع', en: 'Factory' },
  'industrial-showroom': { ar: 'معرض', en: 'Showroom' },
  farm: { ar: 'مزرعة', en: 'Farm' },
  stable: { ar: 'جاخور', en: 'Jakhour (livestock pen)' },
  'horse-stable': { ar: 'إسطبل خيل', en: 'Horse stable' },
  'agricultural-plot': { ar: 'قسيمة زراعية', en: 'Agricultural plot' },
  chalet: { ar: 'شاليه', en: 'Chalet' },
  'chalet-land': { ar: 'أرض شاليه', en: 'Chalet plot' },
  'rest-house': { ar: 'استراحة', en: 'Rest house' },
};

const property: Bilingual = { ar: 'عقار', en: 'Property' };

/** Feminine nouns take feminine adjectives and verbs ("شقة مميزة تتكون من…"). */
const feminineTypes = new Set([
  'residential-land',
  'investment-land',
  'commercial-land',
  'chalet-land',
  'villa',
  'residential-apartment',
  'apartment',
  'building',
  'clinic',
  'industrial-plot',
  'agricultural-plot',
  'workshop',
  'farm',
  'rest-house',
]);

const formatNumber = (value: number) => value.toLocaleString('en-US');
const arabicBathrooms = (n: number) =>
  n === 1 ? 'حمام واحد' : n === 2 ? 'حمامين' : n <= 10 ? `${n} حمامات` : `${n} حمام`;
const arabicBedrooms = (n: number) =>
  n === 1 ? 'غرفة واحدة' : n === 2 ? 'غرفتين' : n <= 10 ? `${n} غرف` : `${n} غرفة`;
const englishCount = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withArticle = (text: string) => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${lower(text)}`;
/** "a, b and c" / "أ وب وج". */
const listOf = (items: Bilingual[]): Bilingual => ({
  ar: items.map((item) => item.ar).join(' و'),
  en:
    items.length > 1
      ? `${items
          .slice(0, -1)
          .map((item) => item.en)
          .join(', ')} and ${items.at(-1)?.en}`
      : (items[0]?.en ?? ''),
});

/** The noun of the title: a floor says which floor, half the residential plots are simply "أرض". */
export function titleNoun(r: Random, slug: string, type: { nameAr: string; nameEn: string }): Bilingual {
  if (slug === 'floor') {
    return r.weighted<Bilingual>([
      [{ ar: 'دور أرضي', en: 'Ground floor' }, 4],
      [{ ar: 'دور أول', en: 'First floor' }, 4],
      [{ ar: 'دور ثاني', en: 'Second floor' }, 3],
      [{ ar: 'دور علوي', en: 'Top floor' }, 1],
    ]);
  }
  const noun = nouns[slug] ?? { ar: type.nameAr, en: type.nameEn };
  if (slug === 'residential-land' && r.chance(0.5)) return { ar: 'أرض', en: 'Land' };
  return noun;
}

export function buildTitle(
  r: Random,
  deal: DealTypeId,
  slug: string,
  area: AreaRow,
  facts: AdFacts,
  noun: Bilingual,
): Bilingual {
  const ar = `في ${area.nameAr}`;
  const en = `in ${area.nameEn}`;
  let head: Bilingual;
  switch (deal) {
    case dealTypes.sale:
      head = { ar: `${noun.ar} للبيع ${ar}`, en: `${noun.en} for sale ${en}` };
      break;
    case dealTypes.rent:
      head = { ar: `${noun.ar} للإيجار ${ar}`, en: `${noun.en} for rent ${en}` };
      break;
    case dealTypes.exchange:
      if (r.chance(0.5)) head = { ar: `${noun.ar} للبدل ${ar}`, en: `${noun.en} for exchange ${en}` };
      else {
        const offer = r.pick<Bilingual>([
          { ar: 'مع بيت في منطقة أخرى', en: 'with a house in another area' },
          { ar: 'على أرض سكنية', en: 'for a residential plot' },
          { ar: 'بمنطقة قريبة من العاصمة', en: 'in an area near the capital' },
          { ar: 'على بيت أصغر مع الفرق', en: 'for a smaller house plus the difference' },
        ]);
        head = { ar: `${noun.ar} ${ar} للبدل ${offer.ar}`, en: `${noun.en} ${en} for exchange ${offer.en}` };
      }
      break;
    case dealTypes['wanted-for-rent']:
      head = { ar: `مطلوب ${noun.ar} للإيجار ${ar}`, en: `Wanted: ${lower(noun.en)} to rent ${en}` };
      break;
    default:
      head = { ar: `مطلوب ${noun.ar} للشراء ${ar}`, en: `Wanted: ${lower(noun.en)} to buy ${en}` };
  }
  const extras: Bilingual[] = [];
  if (facts.bedrooms && facts.bedrooms > 0 && (unitTypes.has(slug) || homeTypes.has(slug)) && r.chance(0.6)) {
    extras.push({ ar: arabicBedrooms(facts.bedrooms), en: englishCount(facts.bedrooms, 'bedroom', 'bedrooms') });
  }
  if (facts.corner) extras.push({ ar: 'زاوية', en: 'corner' });
  if ((homeTypes.has(slug) || landTypes.has(slug) || slug === 'chalet') && r.chance(0.55)) {
    const size = `${formatNumber(facts.sizeSqm)} م²`;
    extras.push({ ar: size, en: size.replace('م²', 'm²') });
  }
  if (facts.seaView) extras.push({ ar: 'مع إطلالة بحرية', en: 'with sea view' });
  if (deal === dealTypes.rent && unitTypes.has(slug) && r.chance(0.25)) {
    extras.push(
      r.pick([
        { ar: 'تشطيب سوبر ديلوكس', en: 'super deluxe finish' },
        { ar: 'جديدة أول ساكن', en: 'new, first tenant' },
        { ar: 'شامل الكهرباء والماء', en: 'electricity and water included' },
        { ar: 'مع موقف خاص', en: 'with private parking' },
      ]),
    );
  }
  if (deal === dealTypes.sale && homeTypes.has(slug) && r.chance(0.2)) {
    extras.push(
      r.pick([
        { ar: 'بناء حديث', en: 'modern build' },
        { ar: 'على شارعين', en: 'on two streets' },
        { ar: 'قديم للهدم', en: 'old, for rebuilding' },
        { ar: 'تشطيب فاخر', en: 'luxury finish' },
      ]),
    );
  }
  if (deal === dealTypes['wanted-for-sale'] && r.chance(0.3)) {
    extras.push(
      r.pick([
        { ar: 'لدي مشتري جاد', en: 'serious buyer' },
        { ar: 'بدون وسطاء', en: 'no agents' },
        { ar: 'دفع كاش', en: 'cash payment' },
      ]),
    );
  }
  if (extras.length === 0) return head;
  return {
    ar: `${head.ar} – ${extras.map((e) => e.ar).join(' ')}`,
    en: `${head.en} – ${extras.map((e) => e.en).join(', ')}`,
  };
}

const directions: Bilingual[] = [
  { ar: 'شمالي', en: 'north' },
  { ar: 'جنوبي', en: 'south' },
  { ar: 'شرقي', en: 'east' },
  { ar: 'غربي', en: 'west' },
  { ar: 'شمالي شرقي', en: 'north-east' },
  { ar: 'جنوبي غربي', en: 'south-west' },
];
const finishes: Bilingual[] = [
  { ar: 'تشطيب سوبر ديلوكس', en: 'Super deluxe finish' },
  { ar: 'تشطيب ديلوكس', en: 'Deluxe finish' },
  { ar: 'تشطيب فاخر بمواد أوروبية', en: 'Luxury finish with European materials' },
  { ar: 'تشطيب حديث', en: 'Modern finish' },
  { ar: 'بحاجة إلى صيانة بسيطة', en: 'Needs minor maintenance' },
  { ar: 'بناء قديم والأرض بحالة ممتازة', en: 'Old building, the land in excellent condition' },
];
const nearby: Bilingual[] = [
  { ar: 'قريب من الجمعية التعاونية', en: 'Near the co-operative society' },
  { ar: 'قريب من المسجد', en: 'Near the mosque' },
  { ar: 'قريب من المدارس', en: 'Near schools' },
  { ar: 'قريب من المستوصف', en: 'Near the clinic' },
  { ar: 'قريب من الخدمات والمطاعم', en: 'Near services and restaurants' },
  { ar: 'على بعد دقائق من الدائري السادس', en: 'Minutes from the Sixth Ring Road' },
  { ar: 'قريب من الدائري الخامس', en: 'Near the Fifth Ring Road' },
  { ar: 'بجانب الحديقة العامة', en: 'Next to the public park' },
  { ar: 'قريب من الأسواق والمجمعات', en: 'Near markets and malls' },
];

function wantedDescription(r: Random, slug: string, area: AreaRow, facts: AdFacts): Bilingual[] {
  const what = nouns[slug] ?? property;
  const sentences = [
    r.pick<Bilingual>([
      {
        ar: `مطلوب ${what.ar} في ${area.nameAr} أو المناطق القريبة منها.`,
        en: `Wanted: ${withArticle(what.en)} in ${area.nameEn} or nearby areas.`,
      },
      {
        ar: `أبحث عن ${what.ar} في منطقة ${area.nameAr} لعائلة كويتية.`,
        en: `Looking for ${withArticle(what.en)} in ${area.nameEn} for a Kuwaiti family.`,
      },
      {
        ar: `مطلوب بشكل عاجل ${what.ar} في ${area.nameAr}.`,
        en: `Urgently wanted: ${withArticle(what.en)} in ${area.nameEn}.`,
      },
    ]),
  ];
  if (facts.bedrooms)
    sentences.push({
      ar: `يفضل ألا تقل الغرف عن ${arabicBedrooms(facts.bedrooms)}.`,
      en: `At least ${englishCount(facts.bedrooms, 'bedroom', 'bedrooms')} preferred.`,
    });
  sentences.push({
    ar: `المساحة المطلوبة حوالي ${formatNumber(facts.sizeSqm)} م².`,
    en: `Size wanted: about ${formatNumber(facts.sizeSqm)} m².`,
  });
  sentences.push(
    r.pick([
      { ar: 'الميزانية مرنة للعقار المناسب.', en: 'Flexible budget for the right property.' },
      { ar: 'الرجاء التواصل مع المالك مباشرة.', en: 'Please contact the owner directly.' },
      { ar: 'يفضل التعامل المباشر بدون وسيط.', en: 'Direct dealing preferred, no agents.' },
      { ar: 'الدفع جاهز عند الاتفاق.', en: 'Payment ready on agreement.' },
    ]),
  );
  return sentences;
}

export function buildDescription(r: Random, deal: DealTypeId, slug: string, area: AreaRow, facts: AdFacts): Bilingual {
  const join = (sentences: Bilingual[]): Bilingual => ({
    ar: sentences.map((s) => s.ar).join(' '),
    en: sentences.map((s) => s.en).join(' '),
  });
  if (deal === dealTypes['wanted-for-rent'] || deal === dealTypes['wanted-for-sale'])
    return join(wantedDescription(r, slug, area, facts));

  const sentences: Bilingual[] = [];
  const noun = nouns[slug] ?? property;
  const feminine = feminineTypes.has(slug);
  const size = formatNumber(facts.sizeSqm);
  sentences.push(
    r.pick<Bilingual>([
      {
        ar: `${noun.ar} بمساحة ${size} م² في منطقة ${area.nameAr}.`,
        en: `${noun.en} of ${size} m² in ${area.nameEn}.`,
      },
      {
        ar: `يتوفر لدينا ${noun.ar} في ${area.nameAr} بمساحة ${size} م².`,
        en: `We offer ${withArticle(noun.en)} in ${area.nameEn}, ${size} m².`,
      },
      {
        ar: `للعرض ${noun.ar} ${feminine ? 'مميزة' : 'مميز'} في ${area.nameAr}، المساحة ${size} م².`,
        en: `On offer: a distinctive ${lower(noun.en)} in ${area.nameEn}, ${size} m².`,
      },
    ]),
  );
  if (facts.plot !== null) {
    const direction = r.pick(directions);
    sentences.push({
      ar: `قسيمة ${facts.plot}${facts.corner ? ' زاوية' : ''}، الواجهة ${direction.ar}.`,
      en: `Plot ${facts.plot}${facts.corner ? ', corner' : ''}, facing ${direction.en}.`,
    });
  } else if (facts.corner) {
    const direction = r.pick(directions);
    sentences.push({
      ar: `زاوية على شارعين، الواجهة ${direction.ar}.`,
      en: `Corner on two streets, facing ${direction.en}.`,
    });
  } else if (r.chance(0.5)) {
    const direction = r.pick(directions);
    sentences.push({ ar: `الاتجاه ${direction.ar}.`, en: `Facing ${direction.en}.` });
  }
  if (!landTypes.has(slug)) {
    const finish = r.pick(finishes);
    sentences.push({ ar: `${finish.ar}.`, en: `${finish.en}.` });
  }
  if (facts.bedrooms !== null && facts.bedrooms > 0) {
    const rooms: Bilingual[] = [
      { ar: `${arabicBedrooms(facts.bedrooms)} نوم`, en: englishCount(facts.bedrooms, 'bedroom', 'bedrooms') },
      { ar: arabicBathrooms(facts.bathrooms ?? 1), en: englishCount(facts.bathrooms ?? 1, 'bathroom', 'bathrooms') },
    ];
    if (homeTypes.has(slug) || slug === 'floor')
      rooms.push({ ar: 'صالة كبيرة', en: 'a large hall' }, { ar: 'مطبخ مجهز', en: 'a fitted kitchen' });
    if (r.chance(0.6) && !['studio', 'annex', 'apartment'].includes(slug))
      rooms.push({ ar: 'غرفة خادمة', en: "a maid's room" });
    if (r.chance(0.35) && homeTypes.has(slug))
      rooms.push({ ar: 'ديوانية بمدخل مستقل', en: 'a diwaniya with its own entrance' });
    const list = listOf(rooms);
    sentences.push({ ar: `${feminine ? 'تتكون' : 'يتكون'} من ${list.ar}.`, en: `It has ${list.en}.` });
  }
  if (facts.floors && homeTypes.has(slug)) {
    const roof = r.chance(0.4);
    const basement = r.chance(0.3);
    sentences.push({
      ar: `${facts.floors === 2 ? 'دورين' : `${facts.floors} أدوار`}${roof ? ' مع سطح' : ''}${basement ? ' وسرداب' : ''}.`,
      en: `${facts.floors === 2 ? 'Two' : facts.floors} floors${roof ? ' with a roof terrace' : ''}${basement ? ' and a basement' : ''}.`,
    });
  }
  const features: Bilingual[] = [];
  if (!landTypes.has(slug) && r.chance(0.7)) {
    features.push(
      r.pick([
        { ar: 'تكييف مركزي', en: 'Central air conditioning' },
        { ar: 'تكييف سبليت', en: 'Split air conditioning' },
        { ar: 'تكييف مركزي جديد', en: 'New central air conditioning' },
      ]),
    );
  }
  if (!landTypes.has(slug) && r.chance(0.5)) {
    features.push(
      r.pick([
        { ar: 'موقف خاص', en: 'Private parking' },
        { ar: 'موقفين سيارات', en: 'Parking for two cars' },
        { ar: 'كراج مغطى', en: 'Covered garage' },
        { ar: 'مواقف واسعة', en: 'Ample parking' },
      ]),
    );
  }
  if (homeTypes.has(slug) && r.chance(0.3))
    features.push(
      r.pick([
        { ar: 'مصعد', en: 'Lift' },
        { ar: 'حديقة', en: 'Garden' },
        { ar: 'حوش واسع', en: 'Large courtyard' },
      ]),
    );
  if (slug === 'chalet' && r.chance(0.7)) {
    features.push(
      r.pick([
        { ar: 'مسبح خاص', en: 'Private pool' },
        { ar: 'جلسة خارجية على البحر', en: 'Outdoor seating by the sea' },
        { ar: 'شاطئ رملي', en: 'Sandy beach' },
      ]),
    );
  }
  if (features.length > 0) {
    const list = listOf(
      features.map((feature, index) => ({ ar: feature.ar, en: index === 0 ? feature.en : lower(feature.en) })),
    );
    sentences.push({ ar: `${list.ar}.`, en: `${list.en}.` });
  }
  if (facts.seaView) sentences.push({ ar: 'إطلالة مباشرة على البحر.', en: 'Direct sea view.' });
  if (homeTypes.has(slug) || landTypes.has(slug))
    sentences.push({ ar: `عرض الشارع ${facts.streetWidth} متر.`, en: `Street width ${facts.streetWidth} m.` });
  const [near, alsoNear] = r.sample(nearby, 2) as [Bilingual, Bilingual];
  const both = alsoNear.ar.startsWith('قريب من ') && r.chance(0.5);
  sentences.push({
    ar: `${near.ar}${both ? ` و${alsoNear.ar.replace(/^قريب من /, '')}` : ''}.`,
    en: `${near.en}${both ? ` and ${lower(alsoNear.en.replace(/^Near /, ''))}` : ''}.`,
  });
  const closing: Bilingual[] =
    deal === dealTypes.rent && !unitTypes.has(slug) && !homeTypes.has(slug)
      ? [
          { ar: 'عقد سنة قابل للتجديد.', en: 'One-year contract, renewable.' },
          { ar: 'الإيجار شهري مع تأمين شهر.', en: 'Monthly rent with one month deposit.' },
          { ar: 'يصلح لجميع الأنشطة.', en: 'Suits any activity.' },
          { ar: 'متوفر فوراً.', en: 'Available now.' },
        ]
      : deal === dealTypes.rent
        ? [
            { ar: 'الإيجار شهري والتأمين شهر واحد.', en: 'Monthly rent, one month deposit.' },
            { ar: 'يفضل العوائل.', en: 'Families preferred.' },
            { ar: 'للعوائل فقط.', en: 'Families only.' },
            { ar: 'الإيجار شامل الكهرباء والماء.', en: 'Rent includes electricity and water.' },
            { ar: 'عقد سنة قابل للتجديد.', en: 'One-year contract, renewable.' },
          ]
        : deal === dealTypes.sale
          ? [
              { ar: 'السعر قابل للتفاوض البسيط.', en: 'Price slightly negotiable.' },
              { ar: 'للجادين فقط.', en: 'Serious buyers only.' },
              { ar: 'الوثيقة جاهزة.', en: 'Title deed ready.' },
              { ar: 'يقبل التمويل البنكي.', en: 'Bank financing accepted.' },
              { ar: 'السعر نهائي.', en: 'Final price.' },
            ]
          : [
              { ar: 'البدل مع دفع الفرق حسب التقييم.', en: 'Exchange with the difference paid by valuation.' },
              { ar: 'يقبل البدل على بيت في منطقة قريبة.', en: 'Exchange for a house in a nearby area accepted.' },
              { ar: 'للتفاهم حول قيمة البدل يرجى التواصل.', en: 'Please get in touch to agree the exchange value.' },
            ];
  sentences.push(r.pick(closing));
  return { ar: join(sentences).ar, en: capital(join(sentences).en) };
}
