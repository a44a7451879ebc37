import type { banners, creditSettings, packages } from '../../db/schema/payments';

/**
 * Manzil's own price list (no public price list of a Kuwaiti property portal was found to copy): single ads at a
 * few dinars as classifieds in Kuwait charge, bundles cheaper per ad, the data archive by the month. Editable in the
 * table; every row carries this source and date.
 */
const source = "Manzil price list (own prices, set 2026-11-24; no public Kuwaiti portal price list found to compare)";
const effectiveDate = '2026-11-24';
/** Offices' broker-ad bundles sit beside MOCI's ad licence fee, KD 75 per 3 months (arabtimesonline.com, 2020). */
const brokerSource = "Manzil price list (own prices, set 2026-11-24), beside MOCI's broker ad licence fee of KD 75 per 3 months (Resolution 164/2020, arabtimesonline.com)";

type PackageRow = typeof packages.$inferInsert;

export const packageRows: PackageRow[] = [
  { id: 1, kind: 'regular-ad', screen: 'ads', billing: 'one-time', nameAr: 'إعلان واحد', nameEn: 'One ad', descriptionAr: 'إعلان عادي واحد يظهر في القائمة لمدة 30 يوماً.', descriptionEn: 'One regular ad, listed for 30 days.', priceFils: 2_000, quantity: 1, validityMonths: 1, sortOrder: 1, source, effectiveDate },
  { id: 2, kind: 'regular-ad', screen: 'ads', billing: 'monthly', nameAr: 'باقة 5 إعلانات', nameEn: '5-ad package', descriptionAr: 'خمسة إعلانات عادية تستخدمها خلال شهر.', descriptionEn: 'Five regular ads to use within a month.', priceFils: 8_000, quantity: 5, validityMonths: 1, sortOrder: 2, source, effectiveDate },
  { id: 3, kind: 'regular-ad', screen: 'ads', billing: 'monthly', nameAr: 'باقة 15 إعلاناً', nameEn: '15-ad package', descriptionAr: 'خمسة عشر إعلاناً عادياً تستخدمها خلال ثلاثة أشهر.', descriptionEn: 'Fifteen regular ads to use within three months.', priceFils: 20_000, quantity: 15, validityMonths: 3, sortOrder: 3, source, effectiveDate },
  { id: 4, kind: 'special-ad', screen: 'ads', billing: 'one-time', nameAr: 'إعلان مميز واحد', nameEn: 'One special ad', descriptionAr: 'يظهر إعلانك في أعلى القائمة.', descriptionEn: 'Your ad at the top of the list.', priceFils: 5_000, quantity: 1, validityMonths: 1, sortOrder: 4, source, effectiveDate },
  { id: 5, kind: 'special-ad', screen: 'ads', billing: 'monthly', nameAr: 'باقة 5 إعلانات مميزة', nameEn: '5 special ads', descriptionAr: 'خمسة إعلانات مميزة في أعلى القائمة خلال شهر.', descriptionEn: 'Five special ads at the top of the list within a month.', priceFils: 20_000, quantity: 5, validityMonths: 1, sortOrder: 5, source, effectiveDate },
  { id: 6, kind: 'special-ad', screen: 'ads', billing: 'add-on', nameAr: 'تمييز إعلان', nameEn: 'Make an ad special', descriptionAr: 'إضافة: اجعل أحد إعلاناتك مميزاً.', descriptionEn: 'Add-on: make one of your ads special.', priceFils: 3_500, quantity: 1, validityMonths: 1, sortOrder: 6, source, effectiveDate },
  { id: 7, kind: 'regular-ad', screen: 'ads', billing: 'add-on', nameAr: 'إعلان إضافي', nameEn: 'Extra ad', descriptionAr: 'إضافة: إعلان عادي واحد فوق باقتك.', descriptionEn: 'Add-on: one regular ad on top of your package.', priceFils: 1_500, quantity: 1, validityMonths: 1, sortOrder: 7, source, effectiveDate },
  { id: 8, kind: 'map-valuation', screen: 'map-valuation', billing: 'one-time', nameAr: 'تقييم مفصل واحد', nameEn: 'One detailed valuation', descriptionAr: 'تقرير تقييم مفصل مع الصفقات المشابهة واتجاه الأسعار.', descriptionEn: 'One detailed valuation report with comparable deals and the price trend.', priceFils: 3_000, quantity: 1, validityMonths: 1, sortOrder: 1, source, effectiveDate },
  { id: 9, kind: 'map-valuation', screen: 'map-valuation', billing: 'monthly', nameAr: 'باقة 10 تقييمات', nameEn: '10 valuations', descriptionAr: 'عشرة تقارير تقييم مفصلة خلال شهر.', descriptionEn: 'Ten detailed valuation reports within a month.', priceFils: 20_000, quantity: 10, validityMonths: 1, sortOrder: 2, source, effectiveDate },
  { id: 10, kind: 'data-access', screen: 'subscriptions', billing: 'monthly', nameAr: 'اشتراك شهري', nameEn: 'Monthly subscription', descriptionAr: 'أرشيف الصفقات المسجلة وبيانات المشتركين لمدة شهر.', descriptionEn: 'The recorded-deals archive and subscriber data for a month.', priceFils: 10_000, quantity: 1, validityMonths: 1, sortOrder: 1, source, effectiveDate },
  { id: 11, kind: 'data-access', screen: 'subscriptions', billing: 'one-time', nameAr: 'اشتراك 3 أشهر', nameEn: '3-month subscription', descriptionAr: 'أرشيف الصفقات المسجلة وبيانات المشتركين لمدة ثلاثة أشهر.', descriptionEn: 'The recorded-deals archive and subscriber data for three months.', priceFils: 25_000, quantity: 3, validityMonths: 3, sortOrder: 2, source, effectiveDate },
  { id: 12, kind: 'data-access', screen: 'subscriptions', billing: 'one-time', nameAr: 'اشتراك سنوي', nameEn: 'Yearly subscription', descriptionAr: 'أرشيف الصفقات المسجلة وبيانات المشتركين لمدة سنة.', descriptionEn: 'The recorded-deals archive and subscriber data for a year.', priceFils: 90_000, quantity: 12, validityMonths: 12, sortOrder: 3, source, effectiveDate },
  { id: 13, kind: 'broker-ad', screen: 'broker-ads', billing: 'monthly', nameAr: 'باقة المكتب 30 إعلاناً', nameEn: 'Office 30 ads', descriptionAr: 'ثلاثون إعلاناً لوسطاء المكتب خلال شهر.', descriptionEn: "Thirty ads for the office's brokers within a month.", priceFils: 45_000, quantity: 30, validityMonths: 1, officesOnly: true, sortOrder: 1, source: brokerSource, effectiveDate },
  { id: 14, kind: 'broker-ad', screen: 'broker-ads', billing: 'monthly', nameAr: 'باقة المكتب 100 إعلان', nameEn: 'Office 100 ads', descriptionAr: 'مئة إعلان لوسطاء المكتب خلال ثلاثة أشهر.', descriptionEn: "A hundred ads for the office's brokers within three months.", priceFils: 120_000, quantity: 100, validityMonths: 3, officesOnly: true, sortOrder: 2, source: brokerSource, effectiveDate },
];

type BannerRow = typeof banners.$inferInsert;

export const bannerRows: BannerRow[] = [
  { id: 1, screen: 'packages', titleAr: 'انشر إعلانك اليوم', titleEn: 'Publish your ad today', bodyAr: 'اختر الباقة المناسبة وادفع بالكي نت أو البطاقة.', bodyEn: 'Choose a package and pay by KNET or card.', linkPath: '/packages', sortOrder: 1 },
  { id: 2, screen: 'subscriptions', titleAr: 'أرشيف الصفقات كاملاً', titleEn: 'The whole deals archive', bodyAr: 'اشترك لترى كل الصفقات المسجلة في وزارة العدل واتجاه الأسعار.', bodyEn: 'Subscribe to see every deal recorded at the Ministry of Justice and the price trend.', linkPath: '/deals', sortOrder: 1 },
  { id: 3, screen: 'map-valuation', titleAr: 'تقييم مفصل لعقارك', titleEn: 'A detailed valuation of your property', bodyAr: 'الصفقات المشابهة واتجاه الأسعار في تقرير واحد.', bodyEn: 'Comparable deals and the price trend in one report.', linkPath: null, sortOrder: 1 },
  { id: 4, screen: 'broker-ads', titleAr: 'باقات المكاتب العقارية', titleEn: 'Packages for brokerage offices', bodyAr: 'رصيد إعلانات مشترك لكل وسطاء مكتبك.', bodyEn: "One ad balance shared by all your office's brokers.", linkPath: null, sortOrder: 1 },
];

/** Demo only (never in production): codes the demo journeys and visitors can try. */
export const demoPromoCodeRows = [
  { code: 'MANZIL10', discountType: 'percent' as const, value: 10, packageId: null, maxRedemptions: null, perMemberLimit: 3 },
  { code: 'ADS2KD', discountType: 'fixed' as const, value: 2_000, packageId: 2, maxRedemptions: 1000, perMemberLimit: 1 },
].map((row) => ({ ...row, validFrom: new Date('2026-01-01T00:00:00Z'), validUntil: new Date('2030-12-31T21:00:00Z') }));

/**
 * Free regular ads a member publishes each Kuwait calendar month before a credit is spent: two, so that a private
 * owner lists a home to sell and one to rent without paying, and a broker's volume needs a package.
 */
export const creditSettingRows: Array<typeof creditSettings.$inferInsert> = [
  {
    key: 'free-regular-ads-per-month',
    value: 2,
    unit: 'count',
    source: 'Manzil price list (own setting, 2026-11-25): two free regular ads a month per member, then package credits',
    effectiveDate: '2026-11-25',
  },
];
