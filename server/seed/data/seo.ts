import type { seoConfigs } from '../../db/schema/reference';
import { contentRevisedAt, faqRows } from './content';

type SeoRow = typeof seoConfigs.$inferInsert;

const brand = { ar: 'منزل', en: 'Manzil' };
const ogImage = { ar: '/og/manzil-ar.png', en: '/og/manzil-en.png' };
const twitterSite = '@manzil_kw';

const organization = {
  '@type': 'Organization',
  '@id': '/#organization',
  name: brand.en,
  alternateName: brand.ar,
  url: '/',
  logo: ogImage.en,
  email: 'care@manzil.com.kw',
  areaServed: { '@type': 'Country', name: 'Kuwait' },
  sameAs: ['https://x.com/manzil_kw'],
};

const website = {
  '@type': 'WebSite',
  '@id': '/#website',
  name: brand.en,
  alternateName: brand.ar,
  url: '/',
  inLanguage: ['ar-KW', 'en'],
};

/** Schema.org data is served for both languages, so it is written in Arabic, the site's primary language. */
function webPage(type: string, path: string, name: string, description: string, extra: Record<string, unknown> = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${path}#webpage`,
    url: path,
    name,
    description,
    inLanguage: 'ar-KW',
    isPartOf: { '@id': '/#website' },
    publisher: { '@id': '/#organization' },
    ...extra,
  };
}

interface SeoEntry {
  id: number;
  screen: string;
  path: string;
  titleAr: string;
  titleEn: string;
  descAr: string;
  descEn: string;
  keywordsAr: string[];
  keywordsEn: string[];
  ogType?: 'website' | 'article';
  sitemapPriority: number;
  schemaData: Record<string, unknown>;
}

function seo(entry: SeoEntry): SeoRow {
  const titleAr = `${entry.titleAr} | ${brand.ar}`;
  const titleEn = `${entry.titleEn} | ${brand.en}`;
  return {
    id: entry.id,
    screen: entry.screen,
    titleAr,
    titleEn,
    descAr: entry.descAr,
    descEn: entry.descEn,
    keywordsAr: entry.keywordsAr.join('، '),
    keywordsEn: entry.keywordsEn.join(', '),
    ogTitleAr: titleAr,
    ogTitleEn: titleEn,
    ogDescriptionAr: entry.descAr,
    ogDescriptionEn: entry.descEn,
    ogType: entry.ogType ?? 'website',
    ogUrl: entry.path,
    ogImageAr: ogImage.ar,
    ogImageEn: ogImage.en,
    twitterCard: 'summary_large_image',
    twitterSite,
    twitterTitleAr: titleAr,
    twitterTitleEn: titleEn,
    twitterDescriptionAr: entry.descAr,
    twitterDescriptionEn: entry.descEn,
    twitterImageAr: ogImage.ar,
    twitterImageEn: ogImage.en,
    canonicalUrl: entry.path,
    schemaData: entry.schemaData,
    sitemapPriority: entry.sitemapPriority,
    isActive: true,
    updatedAt: contentRevisedAt,
  };
}

const homeDescAr =
  'عقارات للبيع والإيجار في الكويت، مع الصفقات المسجلة والمزادات العقارية وتقييم فوري لقيمة عقارك وحاسبة التمويل.';

/** The five rent estimators (issue 14): one screen each, named `rent-{kind}`. */
const rentEstimator = (
  id: number,
  kind: string,
  text: {
    titleAr: string;
    titleEn: string;
    descAr: string;
    descEn: string;
    keywordsAr: string[];
    keywordsEn: string[];
  },
): SeoRow => {
  const path = `/evaluation/instant-${kind}-rent-estimator`;
  return seo({
    id,
    screen: `rent-${kind}`,
    path,
    ...text,
    sitemapPriority: 0.7,
    schemaData: webPage('WebPage', path, text.titleAr, text.descAr, {
      mainEntity: {
        '@type': 'WebApplication',
        name: text.titleAr,
        applicationCategory: 'FinanceApplication',
        operatingSystem: 'Web',
        offers: { '@type': 'Offer', priceCurrency: 'KWD', price: '0' },
      },
    }),
  });
};

export const rentEstimatorSeoRows: SeoRow[] = [
  rentEstimator(31, 'residential', {
    titleAr: 'تقدير إيجار السكن الخاص',
    titleEn: 'Private housing rent estimator',
    descAr:
      'احسب الإيجار الشهري التقديري لبيت أو دور أو شقة في السكن الخاص في الكويت من إعلانات الإيجار المشابهة في المنطقة.',
    descEn:
      'Estimate the monthly rent of a house, floor or flat in Kuwait’s private housing from similar rent ads in the area.',
    keywordsAr: ['إيجار دور', 'إيجار بيت', 'كم إيجار شقتي', 'تقدير إيجار', 'إيجارات الكويت'],
    keywordsEn: ['floor for rent Kuwait', 'house rent Kuwait', 'rent estimate', 'how much rent', 'Kuwait rents'],
  }),
  rentEstimator(32, 'investment', {
    titleAr: 'تقدير إيجار الشقق الاستثمارية',
    titleEn: 'Investment flat rent estimator',
    descAr:
      'احسب الإيجار الشهري التقديري لشقة أو استوديو في عمارة استثمارية في الكويت، مثل السالمية وحولي والفروانية، من إعلانات الإيجار المشابهة.',
    descEn:
      'Estimate the monthly rent of a flat or studio in an investment building in Kuwait, such as Salmiya, Hawalli or Farwaniya, from similar rent ads.',
    keywordsAr: ['إيجار شقة', 'شقق للإيجار السالمية', 'إيجار شقة حولي', 'تقدير إيجار شقة'],
    keywordsEn: ['apartment rent Kuwait', 'Salmiya flat rent', 'Hawalli apartment rent', 'flat rent estimate'],
  }),
  rentEstimator(33, 'literal', {
    titleAr: 'تقدير إيجار الشاليهات',
    titleEn: 'Chalet rent estimator',
    descAr:
      'احسب الإيجار الشهري التقديري لشاليه أو استراحة على الشريط الساحلي في الكويت، مثل الخيران وبنيدر والجليعة، من إعلانات الإيجار المشابهة.',
    descEn:
      'Estimate the monthly rent of a chalet or rest house on Kuwait’s coastal strip, such as Khairan, Bneider or Julaia, from similar rent ads.',
    keywordsAr: ['إيجار شاليه', 'شاليهات للإيجار', 'شاليه الخيران', 'شاليه بنيدر'],
    keywordsEn: ['chalet rent Kuwait', 'chalets for rent', 'Khairan chalet', 'Bneider chalet'],
  }),
  rentEstimator(34, 'commercial', {
    titleAr: 'تقدير إيجار المكاتب والمحلات',
    titleEn: 'Office and shop rent estimator',
    descAr:
      'احسب الإيجار الشهري التقديري وسعر المتر لمكتب أو محل أو معرض أو عيادة في الكويت من إعلانات الإيجار التجارية المشابهة.',
    descEn:
      'Estimate the monthly rent and rent per m² of an office, shop, showroom or clinic in Kuwait from similar commercial rent ads.',
    keywordsAr: ['إيجار مكتب', 'إيجار محل', 'سعر متر المكاتب', 'مكاتب للإيجار الكويت'],
    keywordsEn: ['office rent Kuwait', 'shop rent Kuwait', 'office rent per m2', 'commercial rent estimate'],
  }),
  rentEstimator(35, 'industrial', {
    titleAr: 'تقدير إيجار المخازن والورش',
    titleEn: 'Warehouse and workshop rent estimator',
    descAr:
      'احسب الإيجار الشهري التقديري وسعر المتر لمخزن أو ورشة أو معرض صناعي في الكويت من إعلانات الإيجار المشابهة.',
    descEn:
      'Estimate the monthly rent and rent per m² of a warehouse, workshop or industrial showroom in Kuwait from similar rent ads.',
    keywordsAr: ['إيجار مخزن', 'مخازن للإيجار الشويخ', 'إيجار ورشة', 'سعر متر المخازن'],
    keywordsEn: ['warehouse rent Kuwait', 'Shuwaikh warehouse', 'workshop rent', 'warehouse rent per m2'],
  }),
];

export const seoConfigRows: SeoRow[] = [
  seo({
    id: 1,
    screen: 'homepage',
    path: '/',
    titleAr: 'عقارات للبيع والإيجار في الكويت',
    titleEn: 'Property for sale and rent in Kuwait',
    descAr: homeDescAr,
    descEn:
      'Property for sale and rent in Kuwait, with recorded deals, property auctions, an instant valuation of your home and a mortgage calculator.',
    keywordsAr: [
      'عقارات الكويت',
      'بيوت للبيع',
      'شقق للإيجار',
      'أراضي للبيع',
      'تقييم عقار',
      'صفقات عقارية',
      'مزادات عقارية',
    ],
    keywordsEn: [
      'Kuwait property',
      'houses for sale Kuwait',
      'apartments for rent Kuwait',
      'land for sale',
      'property valuation',
      'real estate deals',
      'property auctions',
    ],
    sitemapPriority: 1,
    schemaData: {
      '@context': 'https://schema.org',
      '@graph': [
        organization,
        {
          ...website,
          description: homeDescAr,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: '/ads/sale/all?q={search_term_string}' },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    },
  }),
  seo({
    id: 2,
    screen: 'about-us',
    path: '/about-us',
    titleAr: 'من نحن',
    titleEn: 'About us',
    descAr:
      'تعرّف على منزل، المنصة العقارية الكويتية التي تجمع الإعلانات والصفقات والمزادات وأدوات التقييم في مكان واحد.',
    descEn:
      'Meet Manzil, the Kuwaiti property platform that brings listings, deals, auctions and valuation tools together in one place.',
    keywordsAr: ['منزل', 'عن منزل', 'منصة عقارية كويتية'],
    keywordsEn: ['Manzil', 'about Manzil', 'Kuwaiti property platform'],
    sitemapPriority: 0.5,
    schemaData: webPage(
      'AboutPage',
      '/about-us',
      'من نحن',
      'منصة عقارية كويتية تجمع الإعلانات والصفقات والمزادات وأدوات التقييم.',
      { about: organization },
    ),
  }),
  seo({
    id: 3,
    screen: 'auctions',
    path: '/auctions',
    titleAr: 'المزادات العقارية في الكويت',
    titleEn: 'Property auctions in Kuwait',
    descAr:
      'مواعيد المزادات العقارية اليوم والقادمة في الكويت، مع سعر الافتتاح وتفاصيل العقارات ونتائج المزادات السابقة.',
    descEn:
      'Today’s and upcoming property auctions in Kuwait, with opening prices, property details and past auction results.',
    keywordsAr: ['مزادات عقارية', 'مزاد عقاري الكويت', 'مزادات اليوم', 'نتائج المزادات'],
    keywordsEn: ['property auctions', 'Kuwait real estate auction', 'auctions today', 'auction results'],
    sitemapPriority: 0.8,
    schemaData: webPage(
      'CollectionPage',
      '/auctions',
      'المزادات العقارية في الكويت',
      'مزادات اليوم والقادمة ونتائج المزادات السابقة.',
    ),
  }),
  seo({
    id: 4,
    screen: 'auctions-property',
    path: '/auctions/property',
    titleAr: 'عقارات المزادات',
    titleEn: 'Auction properties',
    descAr: 'العقارات المعروضة في المزادات الكويتية مع المساحة والموقع وسعر الافتتاح والسعر النهائي وشروط المشاركة.',
    descEn:
      'Properties offered at Kuwaiti auctions, with size, location, opening and final prices and bidding conditions.',
    keywordsAr: ['عقار في مزاد', 'عقارات المزادات', 'سعر الافتتاح', 'كراسة شروط المزاد'],
    keywordsEn: ['auction property', 'auctioned properties Kuwait', 'opening price', 'auction conditions'],
    sitemapPriority: 0.7,
    schemaData: webPage(
      'CollectionPage',
      '/auctions/property',
      'عقارات المزادات',
      'العقارات المعروضة في المزادات الكويتية وتفاصيلها.',
    ),
  }),
  seo({
    id: 5,
    screen: 'ive',
    path: '/evaluation/ive',
    titleAr: 'تقييم عقار فوري',
    titleEn: 'Instant property valuation',
    descAr: 'احسب القيمة التقديرية لأرضك أو بيتك في الكويت خلال دقيقة من الخريطة، بناءً على الصفقات المسجلة في المنطقة.',
    descEn:
      'Estimate the value of your land or house in Kuwait in a minute from the map, based on deals recorded in the area.',
    keywordsAr: ['تقييم عقار', 'كم سعر بيتي', 'سعر المتر', 'تقييم أرض', 'مقيم عقاري'],
    keywordsEn: [
      'property valuation',
      'how much is my house worth',
      'price per square metre',
      'land valuation',
      'Kuwait property value',
    ],
    sitemapPriority: 0.9,
    schemaData: webPage('WebPage', '/evaluation/ive', 'تقييم عقار فوري', 'قيمة تقديرية للأرض والبناء من الخريطة.', {
      mainEntity: {
        '@type': 'WebApplication',
        name: 'المقيّم الفوري',
        applicationCategory: 'FinanceApplication',
        operatingSystem: 'Web',
        offers: { '@type': 'Offer', priceCurrency: 'KWD', price: '0' },
      },
    }),
  }),
  seo({
    id: 6,
    screen: 'deals',
    path: '/deals',
    titleAr: 'الصفقات العقارية المسجلة',
    titleEn: 'Recorded property deals',
    descAr:
      'أسعار الصفقات العقارية المسجلة في وزارة العدل حسب المنطقة ونوع العقار، مع سعر المتر والمساحة والقيمة الإجمالية.',
    descEn:
      'Property deals recorded at the Ministry of Justice by area and type, with price per square metre, size and total value.',
    keywordsAr: ['صفقات عقارية', 'تداولات العقار', 'أسعار العقار في الكويت', 'سعر المتر', 'وزارة العدل'],
    keywordsEn: [
      'property deals Kuwait',
      'real estate transactions',
      'Kuwait property prices',
      'price per square metre',
    ],
    sitemapPriority: 0.8,
    schemaData: webPage(
      'CollectionPage',
      '/deals',
      'الصفقات العقارية المسجلة',
      'أسعار الصفقات المسجلة حسب المنطقة ونوع العقار.',
    ),
  }),
  seo({
    id: 7,
    screen: 'news',
    path: '/news',
    titleAr: 'أخبار العقار في الكويت',
    titleEn: 'Kuwait property news',
    descAr: 'آخر أخبار السوق العقاري الكويتي: القرارات الحكومية والتوزيعات الإسكانية وحركة الأسعار والمزادات.',
    descEn:
      'The latest from Kuwait’s property market: government decisions, housing allocations, price movements and auctions.',
    keywordsAr: ['أخبار العقار', 'السوق العقاري الكويتي', 'الرعاية السكنية', 'أسعار العقار'],
    keywordsEn: ['property news', 'Kuwait real estate market', 'housing welfare', 'property prices'],
    sitemapPriority: 0.6,
    schemaData: webPage('CollectionPage', '/news', 'أخبار العقار في الكويت', 'آخر أخبار السوق العقاري الكويتي.'),
  }),
  seo({
    id: 8,
    screen: 'faqs',
    path: '/faqs',
    titleAr: 'الأسئلة الشائعة',
    titleEn: 'Frequently asked questions',
    descAr: 'إجابات عن أكثر الأسئلة شيوعاً حول الإعلانات والتقييم والحساب والمدفوعات والمكاتب العقارية في منزل.',
    descEn:
      'Answers to the most common questions about listings, valuation, accounts, payments and brokerage offices on Manzil.',
    keywordsAr: ['الأسئلة الشائعة', 'مساعدة', 'كيف أضيف إعلان', 'التقييم الرسمي'],
    keywordsEn: ['FAQ', 'help', 'how to post a listing', 'official appraisal'],
    sitemapPriority: 0.4,
    schemaData: webPage('FAQPage', '/faqs', 'الأسئلة الشائعة', 'إجابات عن الأسئلة الشائعة في منزل.', {
      mainEntity: faqRows.map((faq) => ({
        '@type': 'Question',
        name: faq.questionAr,
        acceptedAnswer: { '@type': 'Answer', text: faq.answerAr },
      })),
    }),
  }),
  seo({
    id: 9,
    screen: 'contact-us',
    path: '/contact-us',
    titleAr: 'اتصل بنا',
    titleEn: 'Contact us',
    descAr: 'تواصل مع فريق منزل لأي استفسار عن الإعلانات أو الباقات أو التقييم أو للإبلاغ عن إعلان مخالف.',
    descEn: 'Get in touch with the Manzil team about listings, packages or valuations, or to report a listing.',
    keywordsAr: ['اتصل بنا', 'خدمة العملاء', 'منزل'],
    keywordsEn: ['contact us', 'customer care', 'Manzil'],
    sitemapPriority: 0.3,
    schemaData: webPage('ContactPage', '/contact-us', 'اتصل بنا', 'تواصل مع فريق منزل.', { about: organization }),
  }),
  seo({
    id: 10,
    screen: 'ads',
    path: '/ads',
    titleAr: 'إعلانات عقارية في الكويت',
    titleEn: 'Property listings in Kuwait',
    descAr: 'بيوت وشقق وأراضٍ ومحلات وشاليهات للبيع والإيجار والبدل في جميع مناطق الكويت، من الملاك والمكاتب المرخّصة.',
    descEn:
      'Houses, apartments, land, shops and chalets for sale, rent and exchange across Kuwait, from owners and licensed offices.',
    keywordsAr: ['بيت للبيع', 'شقة للإيجار', 'أرض للبيع', 'شاليه للإيجار', 'بدل بيوت', 'عقارات الكويت'],
    keywordsEn: [
      'house for sale Kuwait',
      'apartment for rent Kuwait',
      'land for sale Kuwait',
      'chalet for rent',
      'property exchange',
    ],
    sitemapPriority: 0.9,
    schemaData: webPage(
      'SearchResultsPage',
      '/ads',
      'إعلانات عقارية في الكويت',
      'عقارات للبيع والإيجار والبدل في جميع مناطق الكويت.',
    ),
  }),
  seo({
    id: 11,
    screen: 'cce',
    path: '/evaluation/cce',
    titleAr: 'حاسبة تكلفة البناء',
    titleEn: 'Construction cost calculator',
    descAr:
      'احسب تكلفة بناء بيتك في الكويت: مساحة البناء حسب نسبة البناء وعدد الأدوار، وتفصيل التكلفة من الهيكل إلى التشطيب والرسوم، مع التمويل من البنوك.',
    descEn:
      'Work out what building your house in Kuwait costs: built-up area from the building ratio and floors, a breakdown from structure to finishing and fees, and bank finance.',
    keywordsAr: ['تكلفة البناء', 'كم تكلفة بناء بيت في الكويت', 'سعر متر البناء', 'نسبة البناء', 'قرض بناء'],
    keywordsEn: [
      'construction cost Kuwait',
      'house building cost',
      'cost per square metre',
      'building ratio',
      'construction loan',
    ],
    sitemapPriority: 0.7,
    schemaData: webPage(
      'WebPage',
      '/evaluation/cce',
      'حاسبة تكلفة البناء',
      'تكلفة بناء بيت في الكويت بالتفصيل، مع التمويل.',
      {
        mainEntity: {
          '@type': 'WebApplication',
          name: 'حاسبة تكلفة البناء',
          applicationCategory: 'FinanceApplication',
          operatingSystem: 'Web',
          offers: { '@type': 'Offer', priceCurrency: 'KWD', price: '0' },
        },
      },
    ),
  }),
  seo({
    id: 20,
    screen: 'finance',
    path: '/finance',
    titleAr: 'حاسبة التمويل العقاري',
    titleEn: 'Mortgage calculator',
    descAr:
      'احسب القسط الشهري وسعر البيع وربح البنك للمرابحة والقرض التقليدي في الكويت، مع حدود بنك الكويت المركزي وقرض بنك الائتمان بدون فوائد.',
    descEn:
      'Work out the monthly instalment, selling price and bank profit of murabaha and conventional finance in Kuwait, within the Central Bank of Kuwait limits, with the Credit Bank’s interest-free loan.',
    keywordsAr: ['حاسبة التمويل العقاري', 'حاسبة القرض السكني', 'قسط المرابحة', 'بنك الائتمان', 'حدود البنك المركزي'],
    keywordsEn: [
      'mortgage calculator Kuwait',
      'housing loan calculator',
      'murabaha instalment',
      'Kuwait Credit Bank',
      'CBK limits',
    ],
    sitemapPriority: 0.7,
    schemaData: webPage(
      'WebPage',
      '/finance',
      'حاسبة التمويل العقاري',
      'القسط الشهري وتكلفة التمويل ضمن حدود بنك الكويت المركزي.',
      {
        mainEntity: {
          '@type': 'WebApplication',
          name: 'حاسبة التمويل العقاري',
          applicationCategory: 'FinanceApplication',
          operatingSystem: 'Web',
          offers: { '@type': 'Offer', priceCurrency: 'KWD', price: '0' },
        },
      },
    ),
  }),
  seo({
    id: 21,
    screen: 'budget',
    path: '/budget',
    titleAr: 'ابحث عن عقار حسب ميزانيتك',
    titleEn: 'Find a property within your budget',
    descAr: 'أعلى سعر يسمح به راتبك وحدود التمويل في الكويت، ثم البيوت والشقق والأراضي المعروضة للبيع ضمنه.',
    descEn:
      'The highest price your salary and Kuwait’s finance limits allow, then the houses, flats and land for sale within it.',
    keywordsAr: ['عقار حسب الميزانية', 'كم أقدر أشتري بيت', 'بيت للبيع بالتمويل', 'راتب وتمويل سكني'],
    keywordsEn: ['property by budget Kuwait', 'how much house can I afford', 'home for sale with finance'],
    sitemapPriority: 0.6,
    schemaData: webPage('SearchResultsPage', '/budget', 'ابحث عن عقار حسب ميزانيتك', 'عقارات للبيع ضمن ميزانيتك.'),
  }),
  seo({
    id: 40,
    screen: 'subscribe',
    path: '/subscribe',
    titleAr: 'اشتراك البيانات العقارية',
    titleEn: 'Property data subscription',
    descAr:
      'اشترك للوصول إلى أرشيف الصفقات العقارية المسجلة في الكويت كاملاً، وتفاصيل كل صفقة ومقارنات التقييم، بخطة شهرية أو لمدة محددة.',
    descEn:
      'Subscribe for the whole archive of property deals recorded in Kuwait, every deal’s details and the valuation comparables, monthly or for a set period.',
    keywordsAr: ['اشتراك الصفقات العقارية', 'أرشيف صفقات وزارة العدل', 'بيانات العقار في الكويت'],
    keywordsEn: ['Kuwait property deals subscription', 'Ministry of Justice deals archive', 'Kuwait property data'],
    sitemapPriority: 0.5,
    schemaData: webPage(
      'WebPage',
      '/subscribe',
      'اشتراك البيانات العقارية',
      'أرشيف الصفقات المسجلة كاملاً وتفاصيل كل صفقة.',
    ),
  }),
  seo({
    id: 170,
    screen: 'offices',
    path: '/offices',
    titleAr: 'المكاتب العقارية المرخّصة في الكويت',
    titleEn: 'Licensed real-estate offices in Kuwait',
    descAr: 'ابحث عن مكتب عقاري حسب المنطقة والتخصص، وشاهد ترخيصه وإعلاناته ومسوّقيه وساعات عمله.',
    descEn:
      'Find a real-estate office by area and specialization, and see its licence, ads, marketeers and office hours.',
    keywordsAr: ['مكاتب عقارية', 'وسيط عقاري مرخص', 'مكتب عقار الكويت', 'دلال عقارات'],
    keywordsEn: ['real estate offices Kuwait', 'licensed broker Kuwait', 'property agent Kuwait'],
    sitemapPriority: 0.7,
    schemaData: webPage(
      'CollectionPage',
      '/offices',
      'المكاتب العقارية المرخّصة في الكويت',
      'مكاتب عقارية حسب المنطقة والتخصص.',
    ),
  }),
  ...rentEstimatorSeoRows,
];
