import type { banks, disclaimers, headerSections, registrationReasons, sectors } from '../../db/schema/reference';

export const sectorRows: (typeof sectors.$inferInsert)[] = [
  { id: 1, nameAr: 'بيع السكن الخاص', nameEn: 'Residential sales', sort: 1 },
  { id: 2, nameAr: 'إيجارات السكن', nameEn: 'Residential rentals', sort: 2 },
  { id: 3, nameAr: 'العقار الاستثماري', nameEn: 'Investment property', sort: 3 },
  { id: 4, nameAr: 'العقار التجاري', nameEn: 'Commercial property', sort: 4 },
  { id: 5, nameAr: 'العقار الصناعي والمخازن', nameEn: 'Industrial and warehouses', sort: 5 },
  { id: 6, nameAr: 'الأراضي', nameEn: 'Land', sort: 6 },
  { id: 7, nameAr: 'المزادات العقارية', nameEn: 'Property auctions', sort: 7 },
  { id: 8, nameAr: 'الشاليهات', nameEn: 'Chalets', sort: 8 },
  { id: 9, nameAr: 'المزارع والجواخير', nameEn: 'Farms and stables', sort: 9 },
  { id: 10, nameAr: 'إدارة الأملاك', nameEn: 'Property management', sort: 10 },
  { id: 11, nameAr: 'التقييم العقاري', nameEn: 'Property valuation', sort: 11 },
  { id: 12, nameAr: 'التسويق العقاري خارج الكويت', nameEn: 'Property outside Kuwait', sort: 12 },
];

export const registrationReasonRows: (typeof registrationReasons.$inferInsert)[] = [
  { id: 1, nameAr: 'أبحث عن عقار للشراء', nameEn: 'I want to buy a property', sort: 1 },
  { id: 2, nameAr: 'أبحث عن عقار للإيجار', nameEn: 'I want to rent a property', sort: 2 },
  { id: 3, nameAr: 'أرغب في بيع عقاري', nameEn: 'I want to sell my property', sort: 3 },
  { id: 4, nameAr: 'أرغب في تأجير عقاري', nameEn: 'I want to let my property', sort: 4 },
  { id: 5, nameAr: 'أعمل في الوساطة العقارية', nameEn: 'I run a brokerage business', sort: 5 },
  { id: 6, nameAr: 'متابعة السوق وأسعار العقار', nameEn: 'Following the market and prices', sort: 6 },
  { id: 7, nameAr: 'الاستثمار العقاري', nameEn: 'Property investment', sort: 7 },
];

export const bankRows: (typeof banks.$inferInsert)[] = [
  {
    id: 1,
    slug: 'nbk',
    nameAr: 'بنك الكويت الوطني',
    nameEn: 'National Bank of Kuwait',
    isIslamic: false,
    isPartner: true,
    website: 'https://www.nbk.com',
    sort: 1,
  },
  {
    id: 2,
    slug: 'kfh',
    nameAr: 'بيت التمويل الكويتي',
    nameEn: 'Kuwait Finance House',
    isIslamic: true,
    isPartner: true,
    website: 'https://www.kfh.com',
    sort: 2,
  },
  {
    id: 3,
    slug: 'boubyan',
    nameAr: 'بنك بوبيان',
    nameEn: 'Boubyan Bank',
    isIslamic: true,
    isPartner: false,
    website: 'https://www.bankboubyan.com',
    sort: 3,
  },
  {
    id: 4,
    slug: 'warba',
    nameAr: 'بنك وربة',
    nameEn: 'Warba Bank',
    isIslamic: true,
    isPartner: false,
    website: 'https://www.warbabank.com',
    sort: 4,
  },
  {
    id: 5,
    slug: 'kib',
    nameAr: 'بنك الكويت الدولي',
    nameEn: 'Kuwait International Bank',
    isIslamic: true,
    isPartner: false,
    website: 'https://www.kib.com.kw',
    sort: 5,
  },
  {
    id: 6,
    slug: 'gulf-bank',
    nameAr: 'بنك الخليج',
    nameEn: 'Gulf Bank',
    isIslamic: false,
    isPartner: false,
    website: 'https://www.e-gulfbank.com',
    sort: 6,
  },
  {
    id: 7,
    slug: 'burgan',
    nameAr: 'بنك برقان',
    nameEn: 'Burgan Bank',
    isIslamic: false,
    isPartner: false,
    website: 'https://www.burgan.com',
    sort: 7,
  },
  {
    id: 8,
    slug: 'cbk',
    nameAr: 'البنك التجاري الكويتي',
    nameEn: 'Commercial Bank of Kuwait',
    isIslamic: false,
    isPartner: false,
    website: 'https://www.cbk.com',
    sort: 8,
  },
  {
    id: 9,
    slug: 'abk',
    nameAr: 'البنك الأهلي الكويتي',
    nameEn: 'Al Ahli Bank of Kuwait',
    isIslamic: false,
    isPartner: false,
    website: 'https://www.eahli.com',
    sort: 9,
  },
  {
    id: 10,
    slug: 'kcb',
    nameAr: 'بنك الائتمان الكويتي',
    nameEn: 'Kuwait Credit Bank',
    isIslamic: false,
    isPartner: false,
    website: 'https://www.kcb.gov.kw',
    sort: 10,
  },
];

export const disclaimerRows: (typeof disclaimers.$inferInsert)[] = [
  {
    id: 1,
    key: 'valuation',
    titleAr: 'تنويه حول التقييم الفوري',
    titleEn: 'About the instant valuation',
    bodyAr:
      'القيمة المعروضة تقدير استرشادي يُحتسب آلياً من بيانات الصفقات المسجلة وأسعار المنطقة، ولا تُعد تقييماً عقارياً رسمياً ولا يُعتد بها أمام البنوك أو الجهات الحكومية. قد تختلف القيمة الفعلية بحسب حالة العقار وموقعه الدقيق وتشطيبه وظروف السوق. للحصول على تقييم معتمد يُرجى طلب تقييم رسمي من مقيّم مرخّص.',
    bodyEn:
      'The value shown is an indicative estimate calculated automatically from recorded deals and area prices. It is not an official appraisal and cannot be relied on by banks or government bodies. The actual value may differ with the condition, exact location and finishing of the property and with market conditions. For a certified figure, request an official appraisal from a licensed appraiser.',
  },
  {
    id: 2,
    key: 'rent-estimate',
    titleAr: 'تنويه حول تقدير الإيجار',
    titleEn: 'About the rent estimate',
    bodyAr:
      'الإيجار المقترح تقدير تقريبي مبني على إعلانات وعقود مماثلة في المنطقة نفسها، وليس عرضاً ملزماً ولا بديلاً عن الاتفاق بين المؤجر والمستأجر. تختلف الإيجارات الفعلية بحسب عمر المبنى ومستوى التشطيب والخدمات وشروط العقد.',
    bodyEn:
      'The suggested rent is an approximate estimate based on comparable listings and leases in the same area. It is not a binding offer and does not replace the agreement between landlord and tenant. Actual rents vary with building age, finishing, services and lease terms.',
  },
  {
    id: 3,
    key: 'construction-cost',
    titleAr: 'تنويه حول تكلفة البناء',
    titleEn: 'About the construction cost estimate',
    bodyAr:
      'تكلفة البناء المعروضة تقدير أولي يعتمد على متوسط أسعار المواد والعمالة في الكويت ومستوى التشطيب المختار، ولا تشمل عادة رسوم التصميم والتراخيص والتوصيلات إلا إذا ذُكر ذلك. يُنصح بالحصول على عروض أسعار من مقاولين ومكاتب هندسية معتمدة قبل اتخاذ أي قرار.',
    bodyEn:
      'The construction cost shown is a preliminary estimate based on average material and labour prices in Kuwait and the finishing level you chose. Unless stated, it does not include design, permit or utility connection fees. Obtain quotations from licensed contractors and engineering offices before making any decision.',
  },
  {
    id: 4,
    key: 'finance',
    titleAr: 'تنويه حول حاسبة التمويل',
    titleEn: 'About the finance calculator',
    bodyAr:
      'نتائج الحاسبة توضيحية فقط، ونسب الربح والأقساط المعروضة تقريبية. تخضع الموافقة على التمويل وشروطه النهائية لسياسات البنك وتعليمات بنك الكويت المركزي، ومنها الحد الأقصى لنسبة الاستقطاع من الراتب. منزل ليس جهة تمويل ولا يقدّم مشورة مالية.',
    bodyEn:
      'Calculator results are for illustration only; the profit rates and instalments shown are approximate. Approval and final terms are subject to the bank’s policies and the Central Bank of Kuwait’s regulations, including the maximum share of salary that instalments may take. Manzil is not a lender and does not give financial advice.',
  },
  {
    id: 5,
    key: 'deals',
    titleAr: 'تنويه حول الصفقات المسجلة',
    titleEn: 'About recorded deals',
    bodyAr:
      'بيانات الصفقات مصدرها السجلات المنشورة لإدارة التسجيل العقاري والتوثيق في وزارة العدل، وتُعرض كما وردت بعد تصنيفها حسب المنطقة ونوع العقار. قد تتضمن السجلات أخطاء أو صفقات لا تعكس سعر السوق، مثل الهبات أو البيع بين الأقارب، لذا تُستخدم للاسترشاد لا للجزم.',
    bodyEn:
      'Deal data comes from the published records of the Real Estate Registration and Authentication Department at the Ministry of Justice and is shown as recorded, classified by area and property type. Records may contain errors or transactions that do not reflect market prices, such as gifts or sales between relatives, so use them as a guide rather than a verdict.',
  },
  {
    id: 6,
    key: 'auctions',
    titleAr: 'تنويه حول المزادات',
    titleEn: 'About auctions',
    bodyAr:
      'تُنشر معلومات المزادات نقلاً عن الجهات المنظمة وإعلاناتها الرسمية، وقد تتغير المواعيد أو الشروط أو تُلغى المزادات دون إشعار منا. يجب على المشارك مراجعة كراسة الشروط لدى الجهة المنظمة والتحقق من وضع العقار قبل المزايدة. منزل لا يشارك في تنظيم المزادات ولا يضمن نتائجها.',
    bodyEn:
      'Auction information is published from the organisers and their official announcements. Dates and conditions may change, or an auction may be cancelled, without notice from us. Bidders must review the conditions booklet with the organiser and verify the property’s status before bidding. Manzil does not organise auctions and does not guarantee their outcome.',
  },
];

interface HeaderEntry {
  id: number;
  group: 'valuation' | 'finance' | 'requests' | 'market' | 'brokers';
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  href: string;
  icon: 'calculator' | 'map' | 'building' | 'bank' | 'gavel' | 'chart' | 'news' | 'users' | 'file';
}

const headerEntries: HeaderEntry[] = [
  {
    id: 1,
    group: 'valuation',
    titleAr: 'المقيّم الفوري',
    titleEn: 'Instant value estimator',
    descriptionAr: 'اعرف القيمة التقديرية لأرضك أو بيتك من الخريطة خلال دقيقة.',
    descriptionEn: 'Estimate the value of your land or house from the map in a minute.',
    href: '/evaluation/ive',
    icon: 'map',
  },
  {
    id: 2,
    group: 'valuation',
    titleAr: 'مقدّر الإيجار',
    titleEn: 'Rent estimator',
    descriptionAr: 'إيجار تقديري للشقق والمحلات والمخازن حسب المنطقة والمواصفات.',
    descriptionEn: 'An estimated rent for apartments, shops and warehouses by area and features.',
    href: '/evaluation/instant-residential-rent-estimator',
    icon: 'building',
  },
  {
    id: 3,
    group: 'valuation',
    titleAr: 'حاسبة تكلفة البناء',
    titleEn: 'Construction cost estimator',
    descriptionAr: 'احسب تكلفة بناء بيتك حسب المساحة ومستوى التشطيب.',
    descriptionEn: 'Work out what building your house will cost by size and finishing.',
    href: '/evaluation/cce',
    icon: 'calculator',
  },
  {
    id: 4,
    group: 'finance',
    titleAr: 'حاسبة التمويل العقاري',
    titleEn: 'Mortgage calculator',
    descriptionAr: 'القسط الشهري وربح البنك حسب قيمة العقار والدفعة الأولى والمدة.',
    descriptionEn: 'Monthly instalment and bank profit by price, down payment and term.',
    href: '/finance',
    icon: 'calculator',
  },
  {
    id: 5,
    group: 'finance',
    titleAr: 'ابحث حسب ميزانيتك',
    titleEn: 'Search by budget',
    descriptionAr: 'عقارات تناسب ميزانيتك وقدرتك على التمويل.',
    descriptionEn: 'Properties that fit your budget and borrowing capacity.',
    href: '/budget',
    icon: 'chart',
  },
  {
    id: 6,
    group: 'finance',
    titleAr: 'طلب تمويل',
    titleEn: 'Finance request',
    descriptionAr: 'أرسل طلبك ويتواصل معك البنك الشريك بالعرض المناسب.',
    descriptionEn: 'Send a request and a partner bank will contact you with an offer.',
    href: '/form',
    icon: 'bank',
  },
  {
    id: 7,
    group: 'requests',
    titleAr: 'طلب تقييم رسمي',
    titleEn: 'Official appraisal',
    descriptionAr: 'تقييم معتمد من مقيّم مرخّص لدى البنوك والجهات الرسمية.',
    descriptionEn: 'A certified appraisal by a licensed appraiser, accepted by banks.',
    href: '/official-appraisal',
    icon: 'file',
  },
  {
    id: 8,
    group: 'requests',
    titleAr: 'متابعة الطلبات',
    titleEn: 'Follow up requests',
    descriptionAr: 'تابع حالة طلبات التقييم والتمويل التي أرسلتها.',
    descriptionEn: 'Track the status of your appraisal and finance requests.',
    href: '/profile/request-followup',
    icon: 'file',
  },
  {
    id: 9,
    group: 'market',
    titleAr: 'الصفقات العقارية',
    titleEn: 'Recorded deals',
    descriptionAr: 'أسعار البيع المسجلة في وزارة العدل حسب المنطقة.',
    descriptionEn: 'Sale prices recorded at the Ministry of Justice, by area.',
    href: '/deals',
    icon: 'chart',
  },
  {
    id: 10,
    group: 'market',
    titleAr: 'المزادات العقارية',
    titleEn: 'Property auctions',
    descriptionAr: 'مزادات اليوم والقادمة ونتائج المزادات السابقة.',
    descriptionEn: 'Today’s and upcoming auctions and past results.',
    href: '/auctions',
    icon: 'gavel',
  },
  {
    id: 11,
    group: 'market',
    titleAr: 'الأخبار العقارية',
    titleEn: 'Property news',
    descriptionAr: 'آخر أخبار السوق العقاري في الكويت.',
    descriptionEn: 'The latest from Kuwait’s property market.',
    href: '/news',
    icon: 'news',
  },
  {
    id: 12,
    group: 'brokers',
    titleAr: 'المكاتب العقارية',
    titleEn: 'Brokerage offices',
    descriptionAr: 'تصفّح المكاتب والوسطاء المرخّصين وإعلاناتهم.',
    descriptionEn: 'Browse licensed offices and brokers and their listings.',
    href: '/offices',
    icon: 'users',
  },
  {
    id: 13,
    group: 'brokers',
    titleAr: 'باقات الوسطاء',
    titleEn: 'Broker packages',
    descriptionAr: 'باقات إعلانات واشتراكات مصممة للمكاتب العقارية.',
    descriptionEn: 'Listing bundles and subscriptions built for brokerage offices.',
    href: '/packages',
    icon: 'building',
  },
];

export const headerSectionRows: (typeof headerSections.$inferInsert)[] = headerEntries.map((entry) => ({
  ...entry,
  sort: entry.id,
  isActive: true,
}));
