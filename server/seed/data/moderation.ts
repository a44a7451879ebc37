import type { bannedTerms, moderationSettings, rejectionReasons } from '../../db/schema/moderation';

const policy = 'Manzil moderation policy, issue 29';
const day = '2026-11-28';

/**
 * The automated checks' bounds (issue 29). The price bounds are ratios of the market figure: a sale's price per m² to
 * its area's 12-month recorded median (area_price_levels), a rent to the rent estimator's estimate.
 */
export const moderationSettingRows: (typeof moderationSettings.$inferInsert)[] = [
  {
    key: 'price.sale-bait-ratio',
    value: 0.4,
    unit: 'ratio',
    source:
      'Under 40% of the area median per m²: the widest honest valuation range is about ±30% (RPR, kuwait-facts §D), and the demo market, drawn from KFH/NBK area prices, has no sale under 45% of its median; below that is bait',
    effectiveDate: day,
  },
  {
    key: 'price.sale-absurd-ratio',
    value: 3,
    unit: 'ratio',
    source:
      'Over 3× the area median per m²: prime plots run to about 1.6× their area median (kuwait-facts §D land prices 2007–2014 doubled in seven years), so 3× is a typo (an extra zero is 10×) or a bait for attention',
    effectiveDate: day,
  },
  {
    key: 'price.rent-bait-ratio',
    value: 0.5,
    unit: 'ratio',
    source:
      'Under half the estimated rent: Law 35/1978 treats a rent at least 50% below market as off the market (kuwait-facts §E)',
    effectiveDate: day,
  },
  {
    key: 'price.rent-absurd-ratio',
    value: 3,
    unit: 'ratio',
    source: `${policy}: three times the estimate is beyond any furnished or sea-view premium in KFH's rent survey (kuwait-facts §E)`,
    effectiveDate: day,
  },
  {
    key: 'duplicate.tolerance-percent',
    value: 3,
    unit: 'percent',
    source: `${policy}: a repost of the same unit rounds its size or price by a few percent; OpenSooq blocks such duplicates`,
    effectiveDate: day,
  },
  {
    key: 'history.new-account-days',
    value: 30,
    unit: 'days',
    source: `${policy}: an account younger than a listing period is new`,
    effectiveDate: day,
  },
  {
    key: 'history.first-ad-holds',
    value: 0,
    unit: 'flag',
    source: `${policy}: off (0) so a clean first ad goes live at once, as before issue 29; set 1 to hold every new account's first ad`,
    effectiveDate: day,
  },
  {
    key: 'history.rejections-window-days',
    value: 30,
    unit: 'days',
    source: `${policy}: one listing period`,
    effectiveDate: day,
  },
  {
    key: 'history.rejections-threshold',
    value: 2,
    unit: 'count',
    source: `${policy}: two rejections in the window; Property Finder tolerates at most 2 non-compliant listings (kuwait-facts §F)`,
    effectiveDate: day,
  },
  {
    key: 'desk.usual-window-days',
    value: 30,
    unit: 'days',
    source: `${policy}: the usual time to a decision is the median over this many days`,
    effectiveDate: day,
  },
  {
    key: 'desk.usual-min-decisions',
    value: 5,
    unit: 'count',
    source: `${policy}: fewer decisions than this, and owners are told the fallback instead`,
    effectiveDate: day,
  },
  {
    key: 'desk.usual-fallback-hours',
    value: 24,
    unit: 'hours',
    source: `${policy}: one working day, the desk's target`,
    effectiveDate: day,
  },
];

/** Words that mark a scam or an unlawful ad; matched as whole words after search normalisation. */
export const bannedTermRows: (typeof bannedTerms.$inferInsert)[] = [
  ...['ويسترن يونيون', 'western union', 'موني جرام', 'moneygram'].map((term) => ({
    term,
    reason: 'Money transfer before a viewing: the advance-fee scam (issue 29 report reasons)',
    source: policy,
    effectiveDate: day,
  })),
  ...['عربون قبل المعاينة', 'حول العربون', 'deposit before viewing'].map((term) => ({
    term,
    reason: 'Asks for money before a viewing (issue 29 report reasons)',
    source: policy,
    effectiveDate: day,
  })),
  ...['بيتكوين', 'bitcoin', 'usdt'].map((term) => ({
    term,
    reason: 'Payment in crypto currency: untraceable, a scam marker',
    source: policy,
    effectiveDate: day,
  })),
  ...['بيع اقامات', 'اقامة للبيع', 'visa for sale'].map((term) => ({
    term,
    reason: 'Residency trading is a crime in Kuwait (Decree-Law 114/2024 on the residence of foreigners)',
    source: 'Decree-Law 114/2024',
    effectiveDate: day,
  })),
];

export const rejectionReasonRows: (typeof rejectionReasons.$inferInsert)[] = [
  {
    code: 'contact-in-text',
    labelAr: 'بيانات التواصل مكتوبة في نص الإعلان',
    labelEn: 'Contact details written in the ad text',
    sort: 1,
  },
  { code: 'misleading-price', labelAr: 'السعر غير واقعي أو مضلل', labelEn: 'Unrealistic or misleading price', sort: 2 },
  { code: 'duplicate', labelAr: 'إعلان مكرر لعقار معروض', labelEn: 'Duplicate of a listed property', sort: 3 },
  {
    code: 'not-available',
    labelAr: 'العقار غير متاح (مؤجر أو مبيع)',
    labelEn: 'Property not available (let or sold)',
    sort: 4,
  },
  {
    code: 'copied-photos',
    labelAr: 'صور منقولة أو لا تخص العقار',
    labelEn: 'Copied photos or photos of another property',
    sort: 5,
  },
  { code: 'wrong-category', labelAr: 'الموقع أو التصنيف غير صحيح', labelEn: 'Wrong place or category', sort: 6 },
  {
    code: 'prohibited-content',
    labelAr: 'محتوى مخالف للشروط أو للقانون',
    labelEn: 'Content against the terms or the law',
    sort: 7,
  },
  {
    code: 'scam',
    labelAr: 'اشتباه احتيال (طلب مال قبل المعاينة)',
    labelEn: 'Suspected scam (money asked before a viewing)',
    sort: 8,
  },
  { code: 'other', labelAr: 'سبب آخر (انظر الملاحظة)', labelEn: 'Other reason (see the note)', sort: 9 },
];
