import { z } from 'zod/mini';
import { dealPropertyKinds } from '../constants';
import { messageKeys, queryId, queryInt } from './fields';

/** Auction tabs by Kuwait calendar day: today, after today, the last AUCTION_PREVIOUS_DAYS days, and anything older. */
export const auctionTabs = ['today', 'upcoming', 'previous', 'historical'] as const;
export type AuctionTab = (typeof auctionTabs)[number];
export const AUCTION_PREVIOUS_DAYS = 90;
export const AUCTION_PAGE_SIZE = 12;

const tab = z.enum(auctionTabs, messageKeys.invalidValue);
const pageQuery = queryInt(1, 99_999);

export const auctionListQuerySchema = z.strictObject({
  tab: z.optional(tab),
  organizerId: z.optional(queryId),
  page: z.optional(pageQuery),
});
export type AuctionListQuery = z.output<typeof auctionListQuerySchema>;

export const auctionPropertyListQuerySchema = z.strictObject({
  tab: z.optional(tab),
  areaId: z.optional(queryId),
  kind: z.optional(z.enum(dealPropertyKinds, messageKeys.invalidValue)),
  page: z.optional(pageQuery),
});
export type AuctionPropertyListQuery = z.output<typeof auctionPropertyListQuerySchema>;

const bilingual = { nameAr: z.string(), nameEn: z.string() };
const namedRef = z.object({ id: z.number(), ...bilingual });

export const auctionOrganizerSchema = z.object({
  id: z.number(),
  slug: z.string(),
  ...bilingual,
  kind: z.enum(['court', 'bank', 'company', 'government']),
  aboutAr: z.string(),
  aboutEn: z.string(),
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  auctionsCount: z.number(),
  upcomingCount: z.number(),
});
export type AuctionOrganizer = z.output<typeof auctionOrganizerSchema>;

export const auctionStatusSchema = z.enum(['scheduled', 'completed', 'postponed', 'cancelled']);

export const auctionCardSchema = z.object({
  id: z.number(),
  titleAr: z.string(),
  titleEn: z.string(),
  organizer: namedRef,
  startsAt: z.string(),
  venueAr: z.string(),
  venueEn: z.string(),
  /** The venue's position; null for online sessions. */
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  status: auctionStatusSchema,
  propertiesCount: z.number(),
  soldCount: z.number(),
  /** The areas of its properties, for the card's subtitle. */
  areas: z.array(namedRef),
  /** Lowest starting price among its properties, in fils. */
  fromPriceFils: z.nullable(z.number()),
});
export type AuctionCard = z.output<typeof auctionCardSchema>;

export const auctionPageSchema = z.object({
  data: z.array(auctionCardSchema),
  totalItems: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});
export type AuctionPage = z.output<typeof auctionPageSchema>;

export const auctionPropertySchema = z.object({
  id: z.number(),
  auctionId: z.number(),
  area: namedRef,
  propertyKind: z.enum(dealPropertyKinds),
  addressAr: z.string(),
  addressEn: z.string(),
  paciNumber: z.string(),
  plotNumber: z.string(),
  sizeSqm: z.number(),
  conditionAr: z.string(),
  conditionEn: z.string(),
  startingPriceFils: z.number(),
  increaseFils: z.number(),
  finalPriceFils: z.nullable(z.number()),
  status: z.enum(['offered', 'sold', 'unsold', 'withdrawn']),
  /** `/api/v1/auctions/properties/<id>/file` when the organizer published a property file, else null. */
  fileUrl: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type AuctionProperty = z.output<typeof auctionPropertySchema>;

export const auctionDetailSchema = z.extend(auctionCardSchema, {
  properties: z.array(auctionPropertySchema),
});
export type AuctionDetail = z.output<typeof auctionDetailSchema>;

export const auctionPropertyCardSchema = z.extend(auctionPropertySchema, {
  auction: z.object({
    id: z.number(),
    titleAr: z.string(),
    titleEn: z.string(),
    startsAt: z.string(),
    status: auctionStatusSchema,
    organizer: namedRef,
  }),
});
export type AuctionPropertyCard = z.output<typeof auctionPropertyCardSchema>;

export const auctionPropertyPageSchema = z.object({
  data: z.array(auctionPropertyCardSchema),
  totalItems: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});
export type AuctionPropertyPage = z.output<typeof auctionPropertyPageSchema>;

export const auctionPropertyDetailSchema = z.extend(auctionPropertyCardSchema, {
  /** The same property (same PACI number) in other auctions, newest first. */
  otherAuctions: z.array(auctionPropertyCardSchema),
});
export type AuctionPropertyDetail = z.output<typeof auctionPropertyDetailSchema>;
