import { z } from 'zod/mini';
import {
  emailField,
  keyField,
  messageKeys,
  pathId,
  pathInt,
  personNameField,
  phoneField,
  queryFlag,
  queryId,
  queryInt,
  textField,
} from './fields';

export const newsletterSubscriptionSchema = z.strictObject({ email: emailField });
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;

export const contactUsSchema = z.strictObject({
  name: personNameField,
  phone: phoneField,
  email: emailField,
  message: textField(10, 2000, { multiline: true }),
});
export type ContactUsInput = z.input<typeof contactUsSchema>;
export type ContactUsOutput = z.output<typeof contactUsSchema>;

const zoneKind = z.enum(
  ['residential', 'investment', 'commercial', 'industrial', 'agricultural', 'coastal'],
  messageKeys.invalidValue,
);

export const areasQuerySchema = z.strictObject({
  isFilter: z.optional(queryFlag),
  type: z.optional(zoneKind),
  governorateId: z.optional(queryId),
  page: z.optional(queryInt(1, 999_999)),
  pageSize: z.optional(queryInt(1, 999)),
});

export const idParamSchema = z.strictObject({ id: pathId });
/** A deal type or category whose lists are asked for; 0 asks for every one. */
/** An estimate's address (value, rent, construction): a random UUID, lower-case as the database writes it. */
export const estimateIdParamSchema = z.strictObject({
  id: z
    .string(messageKeys.required)
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, messageKeys.invalidValue)),
});

export const scopeIdParamSchema = z.strictObject({ id: pathInt(0) });
export const filterQuerySchema = z.strictObject({ isFilter: z.optional(queryFlag) });
export const categoryQuerySchema = z.strictObject({ isFilter: z.optional(queryFlag), type: z.optional(zoneKind) });
/** Spec §7: `screen` and `lang` "plus extras": a campaign or tracking key in the page's URL is ignored, not refused. */
export const seoQuerySchema = z.object({
  screen: keyField(),
  lang: z.optional(z.enum(['ar', 'en'], messageKeys.invalidValue)),
});
export const blocksSchema = z.strictObject({
  keys: z.array(keyField()).check(z.minLength(1, messageKeys.required), z.maxLength(20, messageKeys.long)),
});

/**
 * A public file's storage key, `<folder>/<random name>.<extension>` (`ad-media/Xy3…-640.webp`): anything else can
 * never name a stored file, so it is refused before the database is asked.
 */
export const fileKeyParamSchema = z.strictObject({
  folder: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, messageKeys.invalidValue)),
  name: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,120}(\.[A-Za-z0-9]{1,10})?$/, messageKeys.invalidValue)),
});

/** The development outbox (demo mode only): messages sent to one phone or e-mail. */
export const outboxQuerySchema = z.strictObject({ to: textField(3, 254) });

/** Demo only: the scheduled jobs a journey or a demo can run at once. */
export const devJobParamSchema = z.strictObject({
  name: z.enum(
    [
      'ad-expiry',
      'ad-availability',
      'maintenance',
      'payment-reconciliation',
      'payment-order-expiry',
      'balance-expiry',
      'subscription-renewal',
    ],
    messageKeys.invalidValue,
  ),
});

/** Demo only: moves a live ad's expiry, to show the reminders without waiting for them. */
export const devAdExpirySchema = z.strictObject({
  expiresInHours: z
    .int(messageKeys.invalidValue)
    .check(z.minimum(1, messageKeys.invalidValue), z.maximum(24 * 365, messageKeys.invalidValue)),
});

/** `POST /v1/members/contactUs`: the stored message's number. */
export const contactMessageSchema = z.object({ id: z.optional(z.number()) });

/** A message the demo's outbox holds instead of sending it. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'push', 'whatsapp', 'sms']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  /** An e-mail's HTML part, when it has one. */
  html: z.nullable(z.string()),
  /** An e-mail's extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers: z.nullable(z.record(z.string(), z.string())),
  createdAt: z.string(),
});
export const devClockResultSchema = z.object({ now: z.string() });
export const devJobDoneSchema = z.object({ done: z.literal(true) });
export const devAdExpiryResultSchema = z.object({ expiresAt: z.string() });

/** Demo only: how many "still available?" notifications one ad's ask wrote (0: not live, or asked already). */
export const devAvailabilityAskSchema = z.object({ asked: z.number() });
