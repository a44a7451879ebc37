import { z } from 'zod/mini';
import { dealTypeSlugs, MEMBER_LIST_PAGE_SIZE } from './ads';
import { paginated } from '../api/pagination';
import { namedItemSchema } from './reference-data';
import { licenceStates, type LicenceState } from '../constants';
import { idField, messageKeys, phoneField, queryId, queryInt, safeText, searchText, textField } from './fields';

/** Spec §9: member lists show 10 a page. */
export const OFFICE_PAGE_SIZE = MEMBER_LIST_PAGE_SIZE;
const MAX_PAGE = 10_000;
export const MAX_OFFICE_AREAS = 30;
export const MAX_OFFICE_SECTORS = 12;

/** Spec §7 GET /members/sort-options: the orders an office list and a marketeers list offer. */
export const officeSorts = ['newest', 'oldest', 'most-ads', 'name'] as const;
export type OfficeSort = (typeof officeSorts)[number];

export const officeListQuerySchema = z.strictObject({
  q: z.optional(searchText(80)),
  governorateId: z.optional(queryId),
  areaId: z.optional(queryId),
  sectorId: z.optional(queryId),
  sort: z.optional(z.enum(officeSorts, messageKeys.invalidValue)),
  page: z.optional(queryInt(1, MAX_PAGE)),
});
export type OfficeListQuery = z.output<typeof officeListQuerySchema>;

export const pageQuerySchema = z.strictObject({ page: z.optional(queryInt(1, MAX_PAGE)) });

/** POST /members/active-ads/{id}?page: an optional body narrows the office's live ads by deal type or area. */
export const activeAdsBodySchema = z.strictObject({
  dealType: z.optional(z.enum(dealTypeSlugs, messageKeys.invalidValue)),
  areaId: z.optional(idField),
});

export const marketeerStatusFilters = ['all', 'accepted', 'pending'] as const;
export const marketeersQuerySchema = z.strictObject({
  sort: z.optional(z.enum(officeSorts, messageKeys.invalidValue)),
  /** The office itself also sees pending requests; everyone else sees accepted marketeers only. */
  status: z.optional(z.enum(marketeerStatusFilters, messageKeys.invalidValue)),
  q: z.optional(searchText(80)),
});
export type MarketeersQuery = z.output<typeof marketeersQuerySchema>;

export const similarOfficesQuerySchema = z.strictObject({
  areaId: z.optional(queryId),
  page: z.optional(queryInt(1, MAX_PAGE)),
  /** The office whose page asks: left out of its own similar offices. */
  exceptId: z.optional(queryId),
});

const hhmm = z.string(messageKeys.required).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageKeys.invalidValue));
const optionalUrl = z
  .pipe(
    safeText(200),
    z.transform((value) => value || null),
  )
  .check(z.refine((value) => value === null || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), messageKeys.invalidValue));
/** A handle or page name on a social network: letters, digits, dots, underscores and hyphens. */
const handle = z
  .pipe(
    safeText(60),
    z.transform((value) => value.replace(/^@/, '') || null),
  )
  .check(z.refine((value) => value === null || /^[A-Za-z0-9._-]{1,60}$/.test(value), messageKeys.invalidValue));

/** Spec §7 POST /members/update-broker-information: the office's public information. */
export const brokerInformationSchema = z
  .strictObject({
    companyName: textField(3, 120),
    registrationNumber: textField(3, 40),
    about: safeText(2000, { multiline: true }),
    contactPhone: z.optional(z.nullable(phoneField)),
    website: z.optional(optionalUrl),
    instagram: z.optional(handle),
    facebook: z.optional(handle),
    twitter: z.optional(handle),
    whatsapp: z.optional(z.nullable(phoneField)),
    areaIds: z.array(idField).check(z.maxLength(MAX_OFFICE_AREAS, messageKeys.long)),
    sectorIds: z.array(idField).check(z.maxLength(MAX_OFFICE_SECTORS, messageKeys.long)),
    opensAt: hhmm,
    closesAt: hhmm,
    /** A new licence document (an upload of the caller's); its change sends the licence back to verification. */
    licenceDocumentId: z.optional(z.nullable(idField)),
    /** Marketeers' ads may spend the office's broker-ad balance (spending itself is the credits feature's). */
    allowMarketeerBrokerAds: z.optional(z.boolean()),
  })
  .check(z.refine((v) => v.opensAt < v.closesAt, { message: messageKeys.invalidValue, path: ['closesAt'] }));
export type BrokerInformationInput = z.input<typeof brokerInformationSchema>;
export type BrokerInformationOutput = z.output<typeof brokerInformationSchema>;

export const licenceQueueQuerySchema = z.strictObject({
  status: z.optional(z.enum(['pending', 'verified', 'rejected'], messageKeys.invalidValue)),
});
export const licenceDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reason: textField(5, 500, { multiline: true }) }),
]);
export type LicenceDecision = z.output<typeof licenceDecisionSchema>;

const licenceStateSchema = z.enum(licenceStates);

/** A licensed office in the lists (`GET /v1/members/offices`, similar offices). */
export const officeCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.nullable(z.string()),
  licenceVerified: z.boolean(),
  licence: licenceStateSchema,
  areas: z.array(namedItemSchema),
  activeAds: z.number(),
  joinedAt: z.string(),
});
export type OfficeCard = z.output<typeof officeCardSchema>;
export const officePageSchema = paginated(officeCardSchema);

export const officeProfileSchema = z.extend(officeCardSchema, {
  registrationNumber: z.nullable(z.string()),
  about: z.nullable(z.string()),
  hasPhone: z.boolean(),
  website: z.nullable(z.string()),
  instagram: z.nullable(z.string()),
  facebook: z.nullable(z.string()),
  twitter: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  stamp: z.nullable(z.string()),
  sectors: z.array(namedItemSchema),
  opensAt: z.string(),
  closesAt: z.string(),
});
export type OfficeProfile = z.output<typeof officeProfileSchema>;

export const officeFactsSchema = z.object({
  totalAds: z.number(),
  activeAds: z.number(),
  marketeers: z.number(),
  joinedAt: z.string(),
  phoneReveals: z.number(),
});
export type OfficeFacts = z.output<typeof officeFactsSchema>;

/** `phone` only for the office itself. */
export const marketeerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  status: z.enum(['pending', 'accepted']),
  joinedAt: z.string(),
  activeAds: z.number(),
  phone: z.optional(z.nullable(z.string())),
});
export type MarketeerRow = z.output<typeof marketeerRowSchema>;

export const officeSortOptionSchema = z.object({ id: z.enum(officeSorts) });
export const marketeerRemovedSchema = z.object({ removed: z.enum(['removed', 'declined']) });
export const marketeerAcceptedSchema = z.object({ accepted: z.literal(true) });
/** The offices a marketeer can join (`GET /v1/members/business/all`). */
export const joinableOfficeSchema = z.object({ id: z.number(), companyName: z.string() });

const licenceStatusSchema = z.enum(['verified', 'pending', 'rejected']);

/** The office's own details as its manager edits them (`GET /v1/members/broker-information`). */
export const ownBrokerInformationSchema = z.object({
  companyName: z.string(),
  registrationNumber: z.string(),
  about: z.string(),
  contactPhone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  instagram: z.nullable(z.string()),
  facebook: z.nullable(z.string()),
  twitter: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  areaIds: z.array(z.number()),
  sectorIds: z.array(z.number()),
  opensAt: z.string(),
  closesAt: z.string(),
  licenceDocumentId: z.nullable(z.number()),
  allowMarketeerBrokerAds: z.boolean(),
  licenceStatus: z.nullable(licenceStatusSchema),
  licenceReviewReason: z.nullable(z.string()),
});
export const stampSchema = z.object({ stamp: z.string() });

/** The operator's licence queue. */
export const licenceQueueRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  registrationNumber: z.nullable(z.string()),
  licenceStatus: z.nullable(licenceStatusSchema),
  reason: z.nullable(z.string()),
  hasDocument: z.boolean(),
  requestedAt: z.string(),
});
export const licenceReviewedSchema = z.object({ licenceStatus: licenceStatusSchema });

export type BrokerProfile = {
  id: number;
  name: string;
  avatar: string | null;
  brokerType: 'licensed' | 'marketeer';
  /** The broker's own licence (a licensed broker's); a marketeer's is `under-review` and not shown. */
  licence: LicenceState;
  joinedAt: string;
  office: { id: number; name: string; licenceVerified: boolean; licence: LicenceState } | null;
};
