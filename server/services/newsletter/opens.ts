import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod/mini';
import { newsletterOpenQuerySchema } from '@/lib/schemas/newsletter';
import { db } from '../../db/client';
import { newsletterDeliveries } from '../../db/schema/engagement';
import { verifyNewsletterToken } from './newsletter-links';

/** The delivery an open pixel's query names, or undefined for a missing, altered or other-purpose token. */
export function openedDelivery(query: Record<string, string>): number | undefined {
  const parsed = z.safeParse(newsletterOpenQuerySchema, query);
  if (!parsed.success) return undefined;
  try {
    return verifyNewsletterToken('newsletter-open', parsed.data.token);
  } catch {
    return undefined;
  }
}

/**
 * Marks a sent delivery opened, the first time only: later fetches (the reader opening it again, a forward) keep the
 * first time. True when this fetch was the first.
 */
export async function recordOpen(deliveryId: number, now = new Date()): Promise<boolean> {
  const opened = await db()
    .update(newsletterDeliveries)
    .set({ openedAt: now })
    .where(
      and(
        eq(newsletterDeliveries.id, deliveryId),
        eq(newsletterDeliveries.state, 'sent'),
        isNull(newsletterDeliveries.openedAt),
      ),
    )
    .returning({ id: newsletterDeliveries.id });
  return opened.length > 0;
}
