import { z } from 'zod/mini';
import { INT4_MAX, messageKeys, queryId, safeText, textField } from './fields';

/*
 * The automated checks' findings (issue 29) and the moderation desk: one vocabulary for the checks that write the
 * signals, the desk that shows them, the owner's "under review" panel and the API contract.
 */

/** Where a contact detail was found: the ad's text fields. */
export const adTextFields = ['title', 'description', 'titleEn', 'descriptionEn'] as const;
export type AdTextField = (typeof adTextFields)[number];

export const contactKinds = ['phone', 'whatsapp', 'url', 'email', 'handle'] as const;
export type ContactKind = (typeof contactKinds)[number];

/** A matched stretch of a field (UTF-16 offsets, `end` exclusive), for the desk to highlight. */
const spanSchema = z.object({
  field: z.enum(adTextFields),
  start: z.number(),
  end: z.number(),
  text: z.string(),
});
export type TextSpan = z.output<typeof spanSchema>;

const contactSpanSchema = z.extend(spanSchema, { type: z.enum(contactKinds) });
export type ContactSpan = z.output<typeof contactSpanSchema>;

const priceEvidenceSchema = z.object({
  /** sale: price per m² against the area's recorded median; rent: the monthly rent against the rent estimate. */
  basis: z.enum(['sale-median', 'rent-estimate']),
  priceFils: z.number(),
  /** The ad's own figure compared (per m² for a sale, the rent itself for a rent). */
  adFils: z.number(),
  /** The market figure it was compared with (median per m², or the estimated rent). */
  marketFils: z.number(),
  ratio: z.number(),
  /** The bound it crossed (a ratio of the market figure) and where that bound comes from. */
  bound: z.number(),
  boundSource: z.string(),
  /** Deals behind the median, or rent ads behind the estimate. */
  sampleSize: z.number(),
});
export type PriceEvidence = z.output<typeof priceEvidenceSchema>;

export const signalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact-details'), evidence: z.object({ spans: z.array(contactSpanSchema) }) }),
  z.object({ kind: z.literal('price-bait'), evidence: priceEvidenceSchema }),
  z.object({ kind: z.literal('price-absurd'), evidence: priceEvidenceSchema }),
  z.object({ kind: z.literal('banned-term'), evidence: z.object({ spans: z.array(spanSchema) }) }),
  z.object({
    kind: z.literal('first-ad'),
    evidence: z.object({ accountAgeDays: z.number() }),
  }),
  z.object({
    kind: z.literal('recent-rejections'),
    evidence: z.object({ rejected: z.number(), days: z.number(), threshold: z.number() }),
  }),
  /** An ad an operator rejected, edited by its owner: a person looks at the change. */
  z.object({ kind: z.literal('resubmitted'), evidence: z.object({ reasonCode: z.nullable(z.string()) }) }),
  /** Enough distinct reporters said the ad asks for money before a viewing: it is hidden until an operator decides. */
  z.object({ kind: z.literal('reported'), evidence: z.object({ reason: z.string(), reporters: z.number() }) }),
  /** Photos another member's ad already shows: each match with both pictures, to be compared side by side. */
  z.object({
    kind: z.literal('photo-copy'),
    evidence: z.object({
      matches: z.array(
        z.object({
          adId: z.number(),
          mediaId: z.number(),
          /** Bits in which the two perceptual hashes differ (0: the same picture). */
          distance: z.number(),
          photoUrl: z.string(),
          ourPhotoUrl: z.nullable(z.string()),
        }),
      ),
    }),
  }),
]);
export type Signal = z.output<typeof signalSchema>;
export type SignalKind = Signal['kind'];
export const signalKinds = [
  'contact-details',
  'price-bait',
  'price-absurd',
  'banned-term',
  'first-ad',
  'recent-rejections',
  'resubmitted',
  'reported',
  'photo-copy',
] as const satisfies readonly SignalKind[];

/** What put an ad in the queue. */
export const reviewTriggers = ['publish', 'edit', 'resubmit', 'takedown', 'reports'] as const;
export type ReviewTrigger = (typeof reviewTriggers)[number];
export const reviewStates = ['waiting', 'approved', 'rejected'] as const;
export type ReviewState = (typeof reviewStates)[number];

/** The owner's view of their ad's review: why it waits, how long that usually takes, or why it was turned down. */
export const ownerReviewSchema = z.object({
  state: z.enum(reviewStates),
  kinds: z.array(z.enum(signalKinds)),
  queuedAt: z.string(),
  /** Median hours from queueing to decision over recent decisions (a configured fallback when there are few). */
  usualHours: z.number(),
  decidedAt: z.nullable(z.string()),
  reason: z.nullable(z.object({ code: z.string(), labelAr: z.string(), labelEn: z.string() })),
  note: z.nullable(z.string()),
});
export type OwnerReview = z.output<typeof ownerReviewSchema>;

/* ---------- The desk ---------- */

export const rejectionReasonSchema = z.object({ code: z.string(), labelAr: z.string(), labelEn: z.string() });
export type RejectionReason = z.output<typeof rejectionReasonSchema>;

/** Reports against the ad (joined by the reports feature); empty until then. */
export const deskReportSchema = z.object({ reason: z.string(), count: z.number(), latestAt: z.string() });
export type DeskReport = z.output<typeof deskReportSchema>;

export const advertiserHistorySchema = z.object({
  id: z.number(),
  displayName: z.string(),
  memberSince: z.string(),
  liveAds: z.number(),
  rejectedLast90Days: z.number(),
  approvedLast90Days: z.number(),
});
export type AdvertiserHistory = z.output<typeof advertiserHistorySchema>;

/** The ad as the desk shows it, in both languages. */
export const deskAdSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  titleEn: z.nullable(z.string()),
  descriptionEn: z.nullable(z.string()),
  dealType: z.string(),
  areaAr: z.string(),
  areaEn: z.string(),
  propertyTypeAr: z.string(),
  propertyTypeEn: z.string(),
  sizeSqm: z.number(),
  priceFils: z.nullable(z.number()),
});
export type DeskAd = z.output<typeof deskAdSchema>;

export const deskItemSchema = z.object({
  reviewId: z.number(),
  trigger: z.enum(reviewTriggers),
  queuedAt: z.string(),
  signals: z.array(signalSchema),
  ad: deskAdSchema,
  advertiser: advertiserHistorySchema,
  reports: z.array(deskReportSchema),
});
export type DeskItem = z.output<typeof deskItemSchema>;

export const deskHealthSchema = z.object({
  waiting: z.number(),
  oldestQueuedAt: z.nullable(z.string()),
  /** Median hours from queueing to decision over the last 7 days; null without a decision in that time. */
  medianDecisionHours7d: z.nullable(z.number()),
  decisions7d: z.number(),
  /** Live ads with open reports, too few to hide them: the desk's "reported, still live" list. */
  reportedLive: z.number(),
});
export type DeskHealth = z.output<typeof deskHealthSchema>;

/** How many items a page of the desk holds; the next page starts after the last one. */
export const DESK_PAGE_SIZE = 20;

/**
 * Where a page of the desk starts: after the item of this moment (milliseconds since 1970) and id, as the previous
 * page's `next` says. Keyset, not offset, so deciding the items of one page does not skip any on the next.
 */
const deskCursor = z.pipe(
  z
    .string(messageKeys.required)
    .check(
      z.refine(
        (v) =>
          /^\d{1,15}\.\d{1,10}$/.test(v) && Number(v.split('.')[0]) <= 8.64e15 && Number(v.split('.')[1]) <= INT4_MAX,
        messageKeys.invalidValue,
      ),
    ),
  z.transform((v) => ({ at: new Date(Number(v.split('.')[0])), id: Number(v.split('.')[1]) })),
);
export type DeskCursor = z.output<typeof deskCursor>;

/** A page of the desk (`after`), or the desk focused on one ad (`ad`), as a notification links to it. */
export const deskQuerySchema = z.strictObject({
  after: z.optional(deskCursor),
  ad: z.optional(queryId),
});
export type DeskQuery = z.output<typeof deskQuerySchema>;

export const moderationQueueSchema = z.object({
  health: deskHealthSchema,
  items: z.array(deskItemSchema),
  reasons: z.array(rejectionReasonSchema),
  /** The `after` of the next page; null on the last one. */
  next: z.nullable(z.string()),
});
export type ModerationQueue = z.output<typeof moderationQueueSchema>;

/** A live ad with open reports, too few to hide it: an operator takes it down or dismisses the reports. */
export const reportedItemSchema = z.object({
  firstReportAt: z.string(),
  ad: deskAdSchema,
  advertiser: advertiserHistorySchema,
  reports: z.array(deskReportSchema),
});
export type ReportedItem = z.output<typeof reportedItemSchema>;

export const reportedAdsSchema = z.object({
  items: z.array(reportedItemSchema),
  next: z.nullable(z.string()),
});
export type ReportedAds = z.output<typeof reportedAdsSchema>;

export const MODERATION_NOTE_MAX = 500;

/** Approve, or reject with a catalogued reason and a note the owner reads. */
export const moderationDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('approve'),
    note: z.optional(safeText(MODERATION_NOTE_MAX, { multiline: true })),
  }),
  z.strictObject({
    decision: z.literal('reject'),
    reasonCode: textField(1, 60),
    note: z.optional(safeText(MODERATION_NOTE_MAX, { multiline: true })),
  }),
]);
export type ModerationDecision = z.output<typeof moderationDecisionSchema>;

/** Taking a live ad down: always with a reason. */
export const takeDownSchema = z.strictObject({
  reasonCode: textField(1, 60),
  note: z.optional(safeText(MODERATION_NOTE_MAX, { multiline: true })),
});
export type TakeDownInput = z.output<typeof takeDownSchema>;

/** Dismissing an ad's open reports: the ad stays as it is; the note goes to the audit log. */
export const dismissReportsSchema = z.strictObject({
  note: z.optional(safeText(MODERATION_NOTE_MAX, { multiline: true })),
});
export type DismissReportsInput = z.output<typeof dismissReportsSchema>;

export const reportsDismissedSchema = z.object({ adId: z.number(), dismissed: z.number() });

export const moderationDecidedSchema = z.object({ adId: z.number(), status: z.number(), reviewId: z.number() });
