import { z } from 'zod/mini';

/**
 * The small answers several endpoints share: an acknowledgement whose shape says what happened. One schema per shape,
 * so the contract names each once and the client parses each the same way.
 */

/** One thing removed (an ad, a photo, the account). */
export const deletedSchema = z.object({ deleted: z.literal(true) });
/** Removals counted (notifications, saved searches, push subscriptions): 0 when there was nothing to remove. */
export const deletedCountSchema = z.object({ deleted: z.number() });
/** A code was sent: when the next one may be asked for. */
export const codeSentSchema = z.object({ resendInSeconds: z.number() });
/** Subscribed (the newsletter, push): the same answer whether or not it was already. */
export const subscribedSchema = z.object({ subscribed: z.literal(true) });
/** An access token, without the member (a step-up sign-in). */
export const accessTokenSchema = z.object({ token: z.string() });
