import type { auctionOrganizers } from '../../db/schema/market';

/** The execution department runs court-ordered sales; the auction houses and the bank are fictional demo organizers. */
export const organizerRows: Array<typeof auctionOrganizers.$inferInsert> = [
  {
    slug: 'moj-execution',
    nameAr: 'إدارة التنفيذ - وزارة العدل',
    nameEn: 'Ministry of Justice – Execution Department',
    kind: 'court',
    aboutAr: 'تتولى بيع العقارات المحجوز عليها تنفيذاً للأحكام القضائية عبر مزادات علنية في قصر العدل.',
    aboutEn: 'Sells seized property in public auctions at the Palace of Justice to enforce court judgments.',
    phone: '22480000',
  },
  {
    slug: 'mof-state-property',
    nameAr: 'وزارة المالية - إدارة أملاك الدولة',
    nameEn: 'Ministry of Finance – State Property',
    kind: 'government',
    aboutAr: 'تطرح قسائم وعقارات أملاك الدولة بنظام المزايدة العلنية وفق شروط الطرح المعلنة.',
    aboutEn: 'Offers state-owned plots and buildings in public tenders under published terms.',
    phone: '22480500',
  },
  {
    slug: 'safat-auction-house',
    nameAr: 'دار الصفاة للمزادات',
    nameEn: 'Al-Safat Auction House',
    kind: 'company',
    aboutAr: 'دار مزادات عقارية تنظم مزادات أسبوعية للبيوت والقسائم والعمارات الاستثمارية.',
    aboutEn: 'A property auction house holding weekly sales of homes, plots and investment buildings.',
    phone: '22251100',
    website: 'https://example.com/safat-auctions',
  },
  {
    slug: 'gulf-real-estate-auctions',
    nameAr: 'شركة الخليج للمزادات العقارية',
    nameEn: 'Gulf Real Estate Auctions Co.',
    kind: 'company',
    aboutAr: 'متخصصة في مزادات العقار التجاري والصناعي والشاليهات على الشريط الساحلي.',
    aboutEn: 'Specialises in commercial, industrial and coastal-strip chalet auctions.',
    phone: '22252200',
    website: 'https://example.com/gulf-auctions',
  },
  {
    slug: 'dira-auctions',
    nameAr: 'مزادات الديرة',
    nameEn: 'Al-Dira Auctions',
    kind: 'company',
    aboutAr: 'مزادات عقارية للأفراد والورثة لتصفية التركات وبيع الحصص بشفافية.',
    aboutEn: 'Property auctions for families and heirs settling estates and selling shares in the open.',
    phone: '22253300',
  },
  {
    slug: 'dira-bank',
    nameAr: 'بنك الديرة',
    nameEn: 'Dira Bank',
    kind: 'bank',
    aboutAr: 'يطرح العقارات المرهونة المتعثرة للبيع بالمزاد العلني بعد استيفاء الإجراءات القانونية.',
    aboutEn: 'Auctions repossessed mortgaged property once the legal process is complete.',
    phone: '18044444',
  },
];

export const venues = [
  {
    ar: 'قصر العدل - مدينة الكويت، الدور الأرضي',
    en: 'Palace of Justice, Kuwait City, ground floor',
    latitude: 29.3733,
    longitude: 47.9748,
  },
  {
    ar: 'قاعة المزادات - الشويخ، شارع الغزالي',
    en: 'Auction hall, Shuwaikh, Ghazali Street',
    latitude: 29.3406,
    longitude: 47.9361,
  },
  {
    ar: 'مقر المنظم - شرق، برج الحمراء، الدور 21',
    en: 'Organizer offices, Sharq, Al Hamra Tower, floor 21',
    latitude: 29.3789,
    longitude: 47.9935,
  },
  {
    ar: 'قاعة الاحتفالات - السالمية، شارع سالم المبارك',
    en: 'Events hall, Salmiya, Salem Al-Mubarak Street',
    latitude: 29.3339,
    longitude: 48.0761,
  },
  {
    ar: 'عبر الإنترنت - بث مباشر مع مزايدة إلكترونية',
    en: 'Online – live stream with electronic bidding',
    latitude: null,
    longitude: null,
  },
] as const;

export const conditions = {
  vacant: { ar: 'خالٍ وجاهز للتسليم', en: 'Vacant, ready for handover' },
  leased: { ar: 'مؤجر بالكامل', en: 'Fully leased' },
  partlyLeased: { ar: 'مؤجر جزئياً', en: 'Partly leased' },
  old: { ar: 'بناء قديم يحتاج إلى ترميم', en: 'Old building, needs renovation' },
  new: { ar: 'بناء حديث بحالة ممتازة', en: 'Recent build in excellent condition' },
  land: { ar: 'أرض فضاء مسوّرة', en: 'Vacant land, fenced' },
} as const;
