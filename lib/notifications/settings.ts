import { notificationKinds } from './kinds';
import type { NotificationKind } from './kinds';

/** The channels a member chooses per kind in the account settings, besides the in-app list (always on, not stored). */
export const settingsChannels = ['email', 'whatsapp', 'push'] as const;
export type SettingsChannel = (typeof settingsChannels)[number];

export type ChannelChoices = Record<SettingsChannel, boolean>;
export type KindChannelChoices = Record<NotificationKind, ChannelChoices>;

/** The settings page's groups of kinds, in its order. */
export const notificationKindGroups = [
  { key: 'myAds', kinds: ['ad-approved', 'ad-rejected', 'ad-expiring', 'ad-expired', 'ad-availability-check'] },
  { key: 'favourites', kinds: ['favourite-price-dropped', 'favourite-sold', 'saved-search-matches'] },
  { key: 'payments', kinds: ['payment-received', 'payment-refunded', 'renewal-due', 'subscription-renewal-failed'] },
  { key: 'requests', kinds: ['request-status-changed', 'ad-report-resolved'] },
  { key: 'offices', kinds: ['office-event', 'marketeer-event'] },
  { key: 'news', kinds: ['news-digest'] },
] as const satisfies ReadonlyArray<{ key: string; kinds: readonly NotificationKind[] }>;

/**
 * A member's choices until they change them: e-mail for everything about their own ads, favourites, searches,
 * payments, requests and offices; the news digest off; WhatsApp and push off until the member turns them on (push
 * asks the browser's permission then).
 */
const defaultChoice = (kind: NotificationKind): ChannelChoices => ({
  email: kind !== 'news-digest',
  whatsapp: false,
  push: false,
});

export function defaultChannelChoices(): KindChannelChoices {
  return Object.fromEntries(notificationKinds.map((kind) => [kind, defaultChoice(kind)])) as KindChannelChoices;
}

/** Stored choices over the defaults: a kind added later, or a channel, starts at its default. */
export function withDefaults(
  stored: Partial<Record<string, Partial<ChannelChoices>>> | null | undefined,
): KindChannelChoices {
  const choices = defaultChannelChoices();
  for (const kind of notificationKinds) {
    const own = stored?.[kind];
    if (!own) continue;
    for (const channel of settingsChannels)
      if (typeof own[channel] === 'boolean') choices[kind][channel] = own[channel];
  }
  return choices;
}

/** Quiet hours are Kuwait time (UTC+3 all year, no daylight saving). */
const KUWAIT_OFFSET_MINUTES = 3 * 60;
const DAY_MINUTES = 24 * 60;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When a message that would go out at `now` may be sent under the quiet hours `start`–`end` (HH:MM, Kuwait time; a
 * window may pass midnight, 22:00–07:00): `now` itself outside them, else the quiet hours' end.
 */
export function quietHoursEnd(quietHours: { start: string; end: string } | null, now: Date): Date | null {
  if (!quietHours) return null;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return null;
  const local = new Date(now.getTime() + KUWAIT_OFFSET_MINUTES * 60_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const quiet = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!quiet) return null;
  const wait = (end - minute + DAY_MINUTES) % DAY_MINUTES;
  const until = new Date(now.getTime() + wait * 60_000);
  until.setUTCSeconds(0, 0);
  return until;
}
