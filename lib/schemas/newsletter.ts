import { z } from 'zod/mini';
import { locales } from '../i18n/config';
import { messageKeys, safeText } from './fields';

/**
 * Issue 30 §7: the weekly newsletter. The digest is what the data said when the issue was frozen (at "send now", or
 * when a scheduled issue starts): the week's recorded deals by governorate with their median price per m², the
 * coming auctions, the latest news and a few special ads, each with its Arabic and English names.
 */
export interface NewsletterDigest {
  weekFrom: string;
  weekTo: string;
  deals: Array<{ governorateAr: string; governorateEn: string; deals: number; medianPricePerSqmFils: number }>;
  auctions: Array<{ id: number; titleAr: string; titleEn: string; startsAt: string; venueAr: string; venueEn: string }>;
  news: Array<{ slug: string; titleAr: string; titleEn: string; summaryAr: string; summaryEn: string }>;
  ads: Array<{ id: number; titleAr: string; titleEn: string | null; priceFils: number | null }>;
}

/** A signed link's token: base64url payload, a dot, base64url signature. */
export const newsletterTokenField = z
  .string(messageKeys.required)
  .check(z.regex(/^[\w-]{10,400}\.[\w-]{43}$/, messageKeys.invalidValue));

/** The one-click unsubscribe address's query: the signed token and the language of the page a browser is sent to. */
export const newsletterUnsubscribeQuerySchema = z.object({
  token: newsletterTokenField,
  locale: z.optional(z.enum(locales, messageKeys.invalidValue)),
});

/** The open pixel's query: the signed token of one delivery (one issue's e-mail to one address). */
export const newsletterOpenQuerySchema = z.object({ token: newsletterTokenField });

export const newsletterNoteSchema = z.strictObject({
  noteAr: safeText(1000, { multiline: true }),
  noteEn: safeText(1000, { multiline: true }),
});
export type NewsletterNoteInput = z.output<typeof newsletterNoteSchema>;

export const newsletterScheduleSchema = z.strictObject({
  at: z.pipe(
    z.string(messageKeys.required).check(z.iso.datetime({ offset: true, error: messageKeys.invalidDate })),
    z.transform((value) => new Date(value)),
  ),
});
export type NewsletterScheduleInput = z.input<typeof newsletterScheduleSchema>;

/** What became of one issue's e-mail to one subscriber. */
export const newsletterDeliveryStates = ['queued', 'sent', 'failed', 'skipped'] as const;

const rendered = z.object({ subject: z.string(), html: z.string(), text: z.string() });
const issueState = z.enum(['draft', 'scheduled', 'sending', 'sent']);
const deliveryCounts = z.record(z.enum(newsletterDeliveryStates), z.number());

export const newsletterIssueSchema = z.object({
  id: z.number(),
  weekOf: z.string(),
  state: issueState,
  noteAr: z.string(),
  noteEn: z.string(),
  scheduledFor: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
  recipients: z.number(),
  progress: deliveryCounts,
  /** Deliveries whose open pixel was fetched at least once (mail clients that load no images are never counted). */
  opened: z.number(),
  preview: z.object({ ar: rendered, en: rendered }),
});
export type NewsletterIssue = z.output<typeof newsletterIssueSchema>;

/** An issue in the desk's list of recent issues: its week, state and reach, without its e-mails. */
export const newsletterIssueSummarySchema = z.object({
  id: z.number(),
  weekOf: z.string(),
  state: issueState,
  sentAt: z.nullable(z.string()),
  recipients: z.number(),
  progress: deliveryCounts,
  opened: z.number(),
});
export type NewsletterIssueSummary = z.output<typeof newsletterIssueSummarySchema>;

export const unsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
