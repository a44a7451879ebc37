import type { Random } from './random';

/**
 * Rent ads for the five rent estimators (issue 14): enough recent asking rents of each kind's main unit types in its
 * main areas that every estimator answers with a number in the demo, at the levels of kuwait-facts §E.
 *
 * - `rate`: KD per m² a month, drawn evenly within it (offices KD 6–14, warehouses KD 4–7 per m²).
 * - `factor`: the generator's own rent (flats by their bedrooms, houses by their plot) scaled for the area.
 * - Chalets (no confirmed figures in §E): a base plus a rate per m², so a 300 m² chalet lets for about KD 1,500 and a
 *   1,500 m² one for about KD 3,000 a month, as the coast's monthly lets are advertised.
 */
export type RentMarketLot = {
  area: string;
  type: string;
  count: number;
  rate?: readonly [number, number];
  factor?: number;
  /** Chalets: KD a month for the unit, plus `rate` per m². */
  base?: number;
};

const lots = (
  areas: string[],
  type: string,
  count: number,
  price: Omit<RentMarketLot, 'area' | 'type' | 'count'> = {},
): RentMarketLot[] => areas.map((area) => ({ area, type, count, ...price }));

/** Private housing in the established suburbs of the Capital and Hawalli, and Egaila. */
const suburbs = [
  'jabriya',
  'salwa',
  'rumaithiya',
  'mishref',
  'bayan',
  'surra',
  'yarmouk',
  'qurtuba',
  'adailiya',
  'egaila',
];

export const rentMarketLots: RentMarketLot[] = [
  // Residential: floors about KD 3.2–3.9 per m² (a 135 m² floor lets for KD 482), flats in houses by bedrooms, houses.
  ...lots(suburbs, 'floor', 8, { rate: [3.2, 3.9] }),
  ...lots(suburbs, 'residential-apartment', 8),
  ...lots(suburbs, 'house', 4),
  // Investment: the flats of Farwaniya, Khaitan and Jleeb let below Salmiya's and Hawalli's (2021: Jleeb 210, Farwaniya 244).
  ...lots(['farwaniya', 'khaitan'], 'apartment', 12, { factor: 0.85 }),
  ...lots(['jleeb-al-shuyoukh'], 'apartment', 12, { factor: 0.75 }),
  ...lots(['salmiya', 'hawalli', 'maidan-hawalli'], 'studio', 8),
  // Commercial: offices KD 6–14 per m², the towers of the City and Sharq at the top.
  ...lots(['kuwait-city', 'sharq'], 'office', 14, { rate: [9, 12.5] }),
  ...lots(['mirqab', 'qibla', 'salhiya', 'dasman'], 'office', 10, { rate: [7, 10] }),
  ...lots(['kuwait-city', 'sharq', 'mirqab', 'salhiya'], 'shop', 8),
  ...lots(['kuwait-city', 'sharq', 'dasman'], 'clinic', 6),
  ...lots(['kuwait-city', 'qibla', 'dasman'], 'showroom', 6),
  // Industrial: warehouses KD 4–7 per m² (Shuwaikh dearest), workshops in the crafts areas.
  ...lots(['shuwaikh-industrial'], 'warehouse', 14, { rate: [5.5, 7] }),
  ...lots(['rai', 'ardiya-industrial'], 'warehouse', 14, { rate: [4.5, 6] }),
  ...lots(['dhajeej'], 'warehouse', 10, { rate: [4, 5.2] }),
  ...lots(['shuwaikh-industrial', 'rai', 'ardiya-crafts'], 'workshop', 8, { rate: [3.5, 4.8] }),
  // The coastal strip: chalets in the south's resorts, dearer at Khairan, Bneider and Julaia.
  ...lots(['khairan', 'bneider', 'julaia', 'sabah-al-ahmad-marine-city'], 'chalet', 12, {
    base: 1300,
    rate: [1.2, 1.45],
  }),
  ...lots(['dhubaiya', 'zour', 'nuwaiseeb'], 'chalet', 10, { base: 1100, rate: [1.0, 1.2] }),
];

/** The monthly rent (KD) of a market ad of `lot` with the generator's size and rent. */
export function marketRent(r: Random, lot: RentMarketLot, built: { sizeSqm: number; priceKwd: number }): number {
  const step = (value: number) => Math.max(5, Math.round(value / 5) * 5);
  if (lot.rate) return step((lot.base ?? 0) + built.sizeSqm * r.float(lot.rate[0], lot.rate[1]));
  return step(built.priceKwd * (lot.factor ?? 1));
}
