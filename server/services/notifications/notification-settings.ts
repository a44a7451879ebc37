import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { toLocale } from '@/lib/i18n/config';
import { withDefaults } from '@/lib/notifications/settings';
import type { NotificationSettings } from '@/lib/schemas/notification-settings';
import { db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/engagement';
import { memberNotificationSettings } from '../../db/schema/notifications';
import { ApiError } from '../../lib/errors';
import type { Member } from '../members/members';

type SettingsRow = typeof memberNotificationSettings.$inferSelect;

/** What delivery needs of a member's settings: the kind × channel choices, the language and the quiet hours. */
export type DeliverySettings = Omit<NotificationSettings, 'newsletter'>;

/** A stored row (or none: the defaults in Arabic) as delivery reads it. */
export function deliverySettings(
  row: Pick<SettingsRow, 'channels' | 'locale' | 'quietStart' | 'quietEnd'> | null | undefined,
): DeliverySettings {
  return {
    channels: withDefaults(row?.channels),
    locale: toLocale(row?.locale),
    quietHours: row?.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
  };
}

const subscribed = async (email: string | null) =>
  email !== null &&
  (
    await db()
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(
        and(
          eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()),
          isNotNull(newsletterSubscribers.confirmedAt),
          isNull(newsletterSubscribers.unsubscribedAt),
        ),
      )
  ).length > 0;

/** The member's settings: the stored row, or the defaults (in Arabic, the site's language) until they save theirs. */
export async function readNotificationSettings(member: Pick<Member, 'id' | 'email'>): Promise<NotificationSettings> {
  const [row] = await db()
    .select()
    .from(memberNotificationSettings)
    .where(eq(memberNotificationSettings.memberId, member.id));
  return { ...deliverySettings(row), newsletter: await subscribed(member.email) };
}

/** Replaces the member's settings with the whole object; the newsletter subscribes or unsubscribes their e-mail. */
export async function saveNotificationSettings(
  member: Pick<Member, 'id' | 'email'>,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  if (settings.newsletter && !member.email)
    throw new ApiError('VALIDATION_FAILED', { newsletter: ['accountSettings.newsletterNeedsEmail'] });
  const values = {
    channels: settings.channels,
    locale: settings.locale,
    quietStart: settings.quietHours?.start ?? null,
    quietEnd: settings.quietHours?.end ?? null,
    updatedAt: new Date(),
  };
  await db()
    .insert(memberNotificationSettings)
    .values({ memberId: member.id, ...values })
    .onConflictDoUpdate({ target: memberNotificationSettings.memberId, set: values });
  if (member.email) {
    const email = member.email.toLowerCase();
    // The account's own address, proven with a one-time code when it was set: no confirm link is needed.
    if (settings.newsletter)
      await db().execute(sql`
        insert into ${newsletterSubscribers} (email, locale, confirmed_at) values (${email}, ${settings.locale}, now())
        on conflict (lower(email)) do update set confirmed_at = coalesce(${newsletterSubscribers}.confirmed_at, now()),
          unsubscribed_at = null, locale = excluded.locale`);
    else
      await db()
        .delete(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email));
  }
  return readNotificationSettings(member);
}
