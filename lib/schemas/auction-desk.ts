import { z } from 'zod/mini';
import { dealPropertyKinds } from '../constants';
import { unitNumberField } from './ads';
import { auctionStatusSchema } from './auctions';
import { dayField, idField, messageKeys, positiveInt, positiveNumber, textField } from './fields';

/*
 * Issue 30 §3: the market-data desk's auction sessions, their properties and their results. A session's date and
 * time are Kuwait's; property prices are whole dinars in forms and fils in the database.
 */

export const AUCTION_PRICE_MAX_KWD = 100_000_000;

const timeField = z.string(messageKeys.required).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageKeys.invalidValue));
const bilingualText = (max: number) => textField(2, max);

export const auctionSessionInputSchema = z.strictObject({
  organizerId: idField,
  titleAr: bilingualText(160),
  titleEn: bilingualText(160),
  /** Kuwait calendar day and time of day. */
  day: dayField,
  time: timeField,
  venueAr: bilingualText(200),
  venueEn: bilingualText(200),
});
export type AuctionSessionInput = z.output<typeof auctionSessionInputSchema>;

/** An edit: the same fields, and the status when it changes (see auctionStatusMoves). */
export const auctionSessionUpdateSchema = z.extend(auctionSessionInputSchema, { status: auctionStatusSchema });
export type AuctionSessionUpdate = z.output<typeof auctionSessionUpdateSchema>;

/**
 * The moves a session's status may make. Completed and cancelled are final; a postponed session is scheduled again
 * once it has a new date; completing needs the session's time to have come and every property's result recorded.
 */
export const auctionStatusMoves = {
  scheduled: ['postponed', 'cancelled', 'completed'],
  postponed: ['scheduled', 'cancelled'],
  completed: [],
  cancelled: [],
} as const satisfies Record<z.output<typeof auctionStatusSchema>, readonly z.output<typeof auctionStatusSchema>[]>;

export const auctionPropertyInputSchema = z.strictObject({
  areaId: idField,
  propertyKind: z.enum(dealPropertyKinds, messageKeys.required),
  paciNumber: unitNumberField,
  plotNumber: textField(1, 20),
  sizeSqm: positiveNumber(10_000_000),
  addressAr: bilingualText(300),
  addressEn: bilingualText(300),
  conditionAr: bilingualText(300),
  conditionEn: bilingualText(300),
  startingPriceKwd: positiveInt(AUCTION_PRICE_MAX_KWD),
});
export type AuctionPropertyInput = z.output<typeof auctionPropertyInputSchema>;

/** A property's result once the session has taken place: sold at a final price (whole KD), or not sold. */
export const auctionResultInputSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('sold'), finalPriceKwd: positiveInt(AUCTION_PRICE_MAX_KWD) }),
  z.strictObject({ outcome: z.literal('unsold') }),
]);
export type AuctionResultInput = z.output<typeof auctionResultInputSchema>;

/** The minimum raise per bid follows the starting price: 1,000 KD under 300,000, 2,000 under 800,000, else 5,000. */
export function minimumRaiseFils(startingPriceFils: number): number {
  const kwd = startingPriceFils / 1000;
  return (kwd < 300_000 ? 1000 : kwd < 800_000 ? 2000 : 5000) * 1000;
}

/** How much a sold property went above its starting price, in fils and percent (one decimal). */
export function priceIncrease(startingPriceFils: number, finalPriceFils: number) {
  const fils = finalPriceFils - startingPriceFils;
  return { fils, percent: Math.round((fils / startingPriceFils) * 1000) / 10 };
}

const bilingual = { nameAr: z.string(), nameEn: z.string() };

export const auctionDeskSessionSchema = z.object({
  id: z.number(),
  organizer: z.object({ id: z.number(), ...bilingual }),
  titleAr: z.string(),
  titleEn: z.string(),
  startsAt: z.string(),
  venueAr: z.string(),
  venueEn: z.string(),
  status: auctionStatusSchema,
  propertiesCount: z.number(),
  resultsCount: z.number(),
});
export type AuctionDeskSession = z.output<typeof auctionDeskSessionSchema>;

export const auctionDeskPropertySchema = z.object({
  id: z.number(),
  area: z.object({ id: z.number(), ...bilingual }),
  propertyKind: z.enum(dealPropertyKinds),
  paciNumber: z.string(),
  plotNumber: z.string(),
  sizeSqm: z.number(),
  addressAr: z.string(),
  addressEn: z.string(),
  conditionAr: z.string(),
  conditionEn: z.string(),
  startingPriceFils: z.number(),
  minimumRaiseFils: z.number(),
  finalPriceFils: z.nullable(z.number()),
  /** Final price minus starting price, for a sold property. */
  increase: z.nullable(z.object({ fils: z.number(), percent: z.number() })),
  status: z.enum(['offered', 'sold', 'unsold', 'withdrawn']),
  hasFile: z.boolean(),
});
export type AuctionDeskProperty = z.output<typeof auctionDeskPropertySchema>;

export const auctionDeskDetailSchema = z.extend(auctionDeskSessionSchema, {
  properties: z.array(auctionDeskPropertySchema),
});
export type AuctionDeskDetail = z.output<typeof auctionDeskDetailSchema>;
