import { z } from 'zod/mini';
import { api } from '../api/browser-client';
import { readData } from '../api/client';
import { newsletterSubscriptionSchema } from '../schemas/common';

const subscriptionResultSchema = z.object({ subscribed: z.literal(true) });

export type NewsletterOutcome = { ok: true } | { ok: false; fieldError: string } | { ok: false; error: unknown };

/**
 * Validates with the shared schema and subscribes. Loaded on the first submit, so the form on every page's footer
 * costs no schema library or HTTP client in the first load.
 */
export async function subscribeToNewsletter(email: string): Promise<NewsletterOutcome> {
  const parsed = newsletterSubscriptionSchema.safeParse({ email });
  if (!parsed.success)
    return { ok: false, fieldError: parsed.error.issues[0]?.message ?? 'general.validation.invalid_email' };
  try {
    await readData(subscriptionResultSchema, api.post('common/newsletter-subscribers', { json: parsed.data }));
    return { ok: true };
  } catch (error) {
    const serverFieldError = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors?.email?.[0];
    return serverFieldError ? { ok: false, fieldError: serverFieldError } : { ok: false, error };
  }
}
