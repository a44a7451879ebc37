import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/config';
import { db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/engagement';
import { ApiError } from '../../lib/errors';
import { queueConfirmEmail } from '../../jobs/newsletter';
import { emailSender } from '../../providers/registry';
import { CONFIRM_LINK_DAYS, confirmUrl, newsletterToken, verifyNewsletterToken } from './newsletter-links';

const translators = {
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'newsletterDesk.confirmEmail' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'newsletterDesk.confirmEmail' }),
};

/**
 * Signs an address up, pending until its confirm link is opened (double opt-in). A new address, a pending one and one
 * that unsubscribed or bounced are (again) sent a confirm link, in the language of this sign-up; a confirmed address
 * is left as it is. The caller answers the same in every case, so the list cannot be probed.
 */
export async function subscribeToNewsletter(email: string, locale: Locale, now = new Date()): Promise<void> {
  const { rows } = (await db().execute(sql`
    insert into ${newsletterSubscribers} (email, locale) values (${email.toLowerCase()}, ${locale})
    on conflict (lower(email)) do update set locale = excluded.locale, confirmed_at = null, unsubscribed_at = null,
      bounced_at = null
    where ${newsletterSubscribers}.confirmed_at is null or ${newsletterSubscribers}.unsubscribed_at is not null
      or ${newsletterSubscribers}.bounced_at is not null
    returning id`)) as unknown as { rows: Array<{ id: number }> };
  const row = rows[0];
  if (row) await queueConfirmEmail(row.id, now);
}

/** The confirm e-mail of a pending sign-up; nothing once it is confirmed. */
export async function sendConfirmEmail(subscriberId: number, now = new Date()): Promise<void> {
  const [subscriber] = await db()
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, subscriberId), isNull(newsletterSubscribers.confirmedAt)));
  if (!subscriber) return;
  const token = newsletterToken(
    'newsletter-confirm',
    subscriber.id,
    new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000),
  );
  const t = translators[subscriber.locale];
  const url = confirmUrl(subscriber.locale, token);
  await emailSender().send({
    to: subscriber.email,
    subject: t('subject'),
    text: t('body', { url, days: CONFIRM_LINK_DAYS }),
  });
}

/** Confirms the sign-up a confirm link names (opening it again changes nothing); its address, for the page to show. */
export async function confirmSubscription(token: string, now = new Date()): Promise<{ email: string }> {
  const id = verifyNewsletterToken('newsletter-confirm', token, now);
  await db()
    .update(newsletterSubscribers)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscribers.id, id),
        isNull(newsletterSubscribers.confirmedAt),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    );
  const [row] = await db()
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  if (!row) throw new ApiError('LINK_INVALID');
  return row;
}

/** Unsubscribes the address an unsubscribe link names; once is enough, a second time changes nothing. */
export async function unsubscribe(token: string, now = new Date()): Promise<void> {
  const id = verifyNewsletterToken('newsletter-unsubscribe', token, now);
  await db()
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.unsubscribedAt)));
}
