import { z } from 'zod/mini';
import { dealTypeSlugs, MEMBER_LIST_PAGE_SIZE } from './ads';
import type { LicenceState } from '../constants';
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
const optionalUrl = z.pipe(
  safeText(200),
  z.transform((value) => value || null),
).check(z.refine((value) => value === null || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), messageKeys.invalidValue));
/** A handle or page name on a social network: letters, digits, dots, underscores and hyphens. */
const handle = z.pipe(
  safeText(60),
  z.transform((value) => value.replace(/^@/, '') || null),
).check(z.refine((value) => value === null || /^[A-Za-z0-9._-]{1,60}$/.test(value), messageKeys.invalidValue));

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
  .check(
    z.refine((v) => v.opensAt < v.closesAt, { message: messageKeys.invalidValue, path: ['closesAt'] }),
  );
export type BrokerInformationInput = z.input<typeof brokerInformationSchema>;
export type BrokerInformationOutput = z.output<typeof brokerInformationSchema>;

export const licenceQueueQuerySchema = z.strictObject({ status: z.optional(z.enum(['pending', 'verified', 'rejected'], messageKeys.invalidValue)) });
export const licenceDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reason: textField(5, 500, { multiline: true }) }),
]);
export type LicenceDecision = z.output<typeof licenceDecisionSchema>;


export type OfficeCard = {
  id: number;
  name: string;
  logo: string | null;
  licenceVerified: boolean;
  licence: LicenceState;
  areas: { id: number; nameAr: string; nameEn: string }[];
  activeAds: number;
  joinedAt: string;
};

export type OfficeProfile = OfficeCard & {
  registrationNumber: string | null;
  about: string | null;
  hasPhone: boolean;
  website: string | null;
  instagram: string | null;
  facebook: string | null;
  twitter: string | null;
  whatsapp: string | null;
  stamp: string | null;
  sectors: { id: number; nameAr: string; nameEn: string }[];
  opensAt: string;
  closesAt: string;
};

export type OfficeFacts = { totalAds: number; activeAds: number; marketeers: number; joinedAt: string; phoneReveals: number };

export type MarketeerRow = { id: number; name: string; avatar: string | null; status: 'pending' | 'accepted'; joinedAt: string; activeAds: number; phone?: string | null };

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
