import type { bankRates, constructionRates, valuationSettings } from '../../db/schema/construction';

type RateRow = typeof constructionRates.$inferInsert;
type Level = NonNullable<RateRow['level']>;

const kd = (dinars: number) => dinars * 1000;

const markaz = 'markaz.com, Feb 2022: medium-end private housing about KD 230/m² in all';
const split = `${markaz}; Manzil's split by component, guided by timeskuwait.com 2021 (structure of a 400 m² house about KD 85,000; electrical works about KD 7,500 a floor)`;
const byLevel = (ratio: string) =>
  `ESTIMATE: ${ratio} the medium-end rate of ${markaz}; costs by finishing level are UNCONFIRMED`;
const estimate = (what: string) => `ESTIMATE: ${what}; UNCONFIRMED, not from a published source`;
const asOf = '2022-02-01';

/** Per finishing level: [structure, finishing, electrical and mechanical] KD per m² built, external works KD per m² of plot, design fees bp, permits KD. */
const levels: Record<
  Level,
  {
    note: string;
    built: Array<[number, number]>;
    external: [number, number];
    design: [number, number];
    permits: [number, number];
  }
> = {
  basic: {
    note: byLevel('about 0.8 ×'),
    built: [
      [90, 105],
      [45, 60],
      [30, 40],
    ],
    external: [10, 18],
    design: [250, 400],
    permits: [1000, 2000],
  },
  standard: {
    note: split,
    built: [
      [95, 110],
      [70, 85],
      [40, 50],
    ],
    external: [15, 25],
    design: [300, 500],
    permits: [1000, 2500],
  },
  luxury: {
    note: byLevel('about 1.5 ×'),
    built: [
      [105, 125],
      [140, 200],
      [60, 80],
    ],
    external: [30, 50],
    design: [400, 700],
    permits: [1500, 3000],
  },
};

const levelRows = (Object.keys(levels) as Level[]).flatMap((level, i): RateRow[] => {
  const { note, built, external, design, permits } = levels[level];
  const row = (
    n: number,
    item: RateRow['item'],
    unit: RateRow['unit'],
    [low, high]: [number, number],
    money = true,
    source = note,
  ): RateRow => ({
    id: (i + 1) * 10 + n,
    item,
    level,
    unit,
    low: money ? kd(low) : low,
    high: money ? kd(high) : high,
    source,
    effectiveDate: asOf,
  });
  return [
    row(1, 'structure', 'built-sqm', built[0]!),
    row(2, 'finishing', 'built-sqm', built[1]!),
    row(3, 'mep', 'built-sqm', built[2]!),
    row(4, 'external', 'plot-sqm', external, true, estimate('boundary walls, paving and landscaping per m² of plot')),
    row(
      5,
      'design',
      'percent',
      design,
      false,
      estimate('engineering office design and supervision fees as a share of the works'),
    ),
    row(6, 'permits', 'fixed', permits, true, estimate('municipality, fire and utility permits and connections')),
  ];
});

const extra = (
  id: number,
  item: RateRow['item'],
  unit: RateRow['unit'],
  low: number,
  high: number,
  what: string,
): RateRow => ({
  id,
  item,
  level: null,
  unit,
  low: kd(low),
  high: kd(high),
  source: estimate(what),
  effectiveDate: asOf,
});

export const constructionRateRows: RateRow[] = [
  ...levelRows,
  extra(101, 'basement', 'basement-sqm', 180, 240, 'basement per m², excavation, shoring and waterproofing included'),
  extra(102, 'roof-annex', 'annex-sqm', 200, 250, 'roof annex per m², as a finished floor'),
  extra(103, 'pool', 'fixed', 12_000, 20_000, 'a private pool with its plant'),
  extra(104, 'lift', 'fixed', 8_000, 14_000, 'a passenger lift for three floors and a basement'),
  extra(105, 'smart-home', 'built-sqm', 8, 15, 'smart-home wiring and controls per m² built'),
];

const buildingCode = 'Building code, Resolution 288/2024 amending 206/2009 (aljarida.com/article/57787)';
const cbkFaq = 'CBK housing finance limits (cbk.gov.kw/en/supervision/faq)';

export const valuationSettingRows: (typeof valuationSettings.$inferInsert)[] = [
  {
    key: 'max-floors',
    value: 3,
    unit: 'count',
    source: `${buildingCode}: at most 3 floors including the ground floor`,
    effectiveDate: '2024-01-01',
  },
  {
    key: 'max-basements',
    value: 1,
    unit: 'count',
    source: `${buildingCode}: one basement`,
    effectiveDate: '2024-01-01',
  },
  {
    key: 'max-height',
    value: 20,
    unit: 'metres',
    source: `${buildingCode}: at most 20 m high`,
    effectiveDate: '2024-01-01',
  },
  {
    key: 'floor-coverage',
    value: 70,
    unit: 'percent',
    source: 'UNCONFIRMED: share of the plot one floor may cover (so that 210% needs three floors)',
    effectiveDate: '2024-01-01',
  },
  {
    key: 'roof-annex-share',
    value: 25,
    unit: 'percent',
    source: 'UNCONFIRMED: share of the top floor a roof annex may take',
    effectiveDate: '2024-01-01',
  },
  ...[150, 180, 210].map((ratio) => ({
    key: `building-ratio-${ratio}`,
    group: 'building-ratio',
    value: ratio,
    unit: 'percent' as const,
    source:
      ratio === 210
        ? 'UNCONFIRMED: 210% building ratio for private housing (commonly cited, not found in the resolution text)'
        : 'UNCONFIRMED: a lower private-housing ratio, for owners who build less than the maximum',
    effectiveDate: '2024-01-01',
  })),
  {
    key: 'building-life',
    value: 40,
    unit: 'years',
    source:
      'UNCONFIRMED: economic life of a reinforced-concrete house for straight-line depreciation, as commonly used by appraisers',
    effectiveDate: '2026-11-24',
  },
  {
    key: 'building-residual',
    value: 10,
    unit: 'percent',
    source:
      'UNCONFIRMED: share of the replacement cost an old but standing house keeps at the end of its economic life',
    effectiveDate: '2026-11-24',
  },
  {
    key: 'finance-request-min',
    value: kd(1_000),
    unit: 'fils',
    source:
      "Manzil's bounds for a finance request (spec §5 leaves them to us): below KD 1,000 is not a property finance",
    effectiveDate: '2026-11-24',
  },
  {
    key: 'finance-request-max',
    value: kd(2_000_000),
    unit: 'fils',
    source:
      "Manzil's bounds for a finance request: an investment property's finance is not capped by the CBK's KD 70,000 housing limit",
    effectiveDate: '2026-11-24',
  },
  {
    key: 'housing-max-amount',
    value: kd(70_000),
    unit: 'fils',
    source: `${cbkFaq}: at most KD 70,000`,
    effectiveDate: '2023-01-01',
  },
  {
    key: 'housing-max-months',
    value: 180,
    unit: 'months',
    source: `${cbkFaq}: at most 15 years`,
    effectiveDate: '2023-01-01',
  },
  {
    key: 'instalment-salary-share',
    value: 4000,
    unit: 'basis-points',
    source:
      'CBK press release 24-03-2008 (and KFH): instalments at most 40% of net salary for employees (30% for retirees)',
    effectiveDate: '2008-03-24',
  },
  {
    key: 'cbk-discount-rate',
    value: 350,
    unit: 'basis-points',
    source: 'Derived from the 6.5% cap reported in January 2023 (arabtimesonline.com) less the 3% margin',
    effectiveDate: '2023-01-01',
  },
  {
    key: 'instalment-salary-share-retiree',
    value: 3000,
    unit: 'basis-points',
    source:
      'CBK press release 24-03-2008 (and KFH Other-Services page): instalments at most 30% of net salary for retirees',
    effectiveDate: '2008-03-24',
  },
  {
    key: 'consumer-max-amount',
    value: kd(25_000),
    unit: 'fils',
    source:
      'CBK consumer finance limits: at most KD 25,000 (cbk.gov.kw/en/supervision/faq); the date the figure took effect is not published',
    effectiveDate: '2023-01-01',
  },
  {
    key: 'consumer-max-months',
    value: 60,
    unit: 'months',
    source:
      'CBK consumer finance limits: at most 5 years (cbk.gov.kw/en/supervision/faq); the date the figure took effect is not published',
    effectiveDate: '2023-01-01',
  },
  {
    key: 'consumer-salary-multiple',
    value: 25,
    unit: 'count',
    source:
      'CBK consumer finance limits: at most 25 times the net monthly salary (cbk.gov.kw/en/supervision/faq); the date the figure took effect is not published',
    effectiveDate: '2023-01-01',
  },
  {
    key: 'kcb-max-amount',
    value: kd(70_000),
    unit: 'fils',
    source:
      'Kuwait Credit Bank (e.gov.kw KCB pages, zawya.com): housing loans up to KD 70,000, interest-free, for eligible Kuwaiti citizens; the tenor is not published',
    effectiveDate: '2023-01-01',
  },
  {
    key: 'rate-cap-margin',
    value: 300,
    unit: 'basis-points',
    source: 'CBK press release 24-03-2008: rates at most the discount rate + 3%',
    effectiveDate: '2008-03-24',
  },
];

const recorded = '2026-11-24';

/** Housing finance rates by bank id (server/seed/data/lists.ts). */
export const bankRateRows: (typeof bankRates.$inferInsert)[] = [
  {
    id: 1,
    bankId: 1,
    product: 'housing',
    kind: 'conventional',
    rateBps: 450,
    source:
      'UNCONFIRMED: yallacompare.com, a comparison site, lists NBK at a reducing 4.5% (flat 2.51%) with no listing date; no dated public source (kuwait-facts §B)',
    asOf: recorded,
  },
  {
    id: 2,
    bankId: 2,
    product: 'housing',
    kind: 'murabaha',
    rateBps: 275,
    source: 'UNCONFIRMED: KFH murabaha flat rate, placeholder within the CBK cap',
    asOf: recorded,
  },
  {
    id: 3,
    bankId: 3,
    product: 'housing',
    kind: 'murabaha',
    rateBps: 280,
    source: 'UNCONFIRMED: Boubyan murabaha flat rate, placeholder within the CBK cap',
    asOf: recorded,
  },
  {
    id: 4,
    bankId: 4,
    product: 'housing',
    kind: 'murabaha',
    rateBps: 290,
    source: 'UNCONFIRMED: Warba murabaha flat rate, placeholder within the CBK cap',
    asOf: recorded,
  },
  {
    id: 5,
    bankId: 6,
    product: 'housing',
    kind: 'conventional',
    rateBps: 475,
    source: 'UNCONFIRMED: Gulf Bank reducing rate, placeholder within the CBK cap',
    asOf: recorded,
  },
  ...(
    [
      [7, 1, 'conventional', 500, 'NBK'],
      [8, 2, 'murabaha', 300, 'KFH'],
      [9, 3, 'murabaha', 310, 'Boubyan'],
      [10, 6, 'conventional', 525, 'Gulf Bank'],
    ] as const
  ).map(([id, bankId, kind, rateBps, name]) => ({
    id,
    bankId,
    product: 'consumer' as const,
    kind,
    rateBps,
    source: `UNCONFIRMED: ${name} consumer finance ${kind === 'murabaha' ? 'murabaha flat' : 'reducing'} rate, placeholder within the CBK cap`,
    asOf: recorded,
  })),
  {
    id: 6,
    bankId: 10,
    product: 'construction',
    kind: 'conventional',
    rateBps: 0,
    source:
      'e.gov.kw KCB pages, zawya.com: up to KD 70,000 interest-free for a plot of at least 375 m² and 360 m² built; the tenor is not published',
    asOf: recorded,
  },
];
