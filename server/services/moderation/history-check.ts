import { and, count, eq, gte, inArray, ne } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import type { Signal } from '@/lib/schemas/moderation';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { adReviews } from '../../db/schema/moderation';
import type { ModerationSettings } from './settings';

const DAY_MS = 86_400_000;

/**
 * The advertiser's history at publication: the first ad of a new account (a signal only where operators turned it on:
 * `history.first-ad-holds`), and several of their ads rejected recently. Indexed reads of one member's rows.
 */
export async function checkHistory(
  owner: { ownerId: number; adId?: number },
  settings: ModerationSettings,
  now = new Date(),
): Promise<Signal[]> {
  const signals: Signal[] = [];
  const windowDays = settings['history.rejections-window-days'].value;
  const threshold = settings['history.rejections-threshold'].value;
  const firstAdHolds = settings['history.first-ad-holds'].value === 1;
  const [rejected, first] = await Promise.all([
    threshold > 0 && windowDays > 0
      ? db()
          .select({ value: count() })
          .from(adReviews)
          .where(
            and(
              eq(adReviews.ownerId, owner.ownerId),
              eq(adReviews.state, 'rejected'),
              gte(adReviews.decidedAt, new Date(now.getTime() - windowDays * DAY_MS)),
            ),
          )
      : undefined,
    firstAdHolds ? firstAdOfNewAccount(owner, settings['history.new-account-days'].value, now) : undefined,
  ]);
  if (first !== undefined) signals.push({ kind: 'first-ad', evidence: { accountAgeDays: first } });
  const rejections = rejected?.[0]?.value ?? 0;
  if (rejections >= threshold)
    signals.push({ kind: 'recent-rejections', evidence: { rejected: rejections, days: windowDays, threshold } });
  return signals;
}

/** The account's age in days when it is new and has never had an ad published; else undefined. */
async function firstAdOfNewAccount(owner: { ownerId: number; adId?: number }, newDays: number, now: Date) {
  const [[member], [published]] = await Promise.all([
    db().select({ createdAt: members.createdAt }).from(members).where(eq(members.id, owner.ownerId)),
    db()
      .select({ id: ads.id })
      .from(ads)
      .where(
        and(
          eq(ads.ownerId, owner.ownerId),
          inArray(ads.status, [adStatus.approved, adStatus.expired]),
          owner.adId ? ne(ads.id, owner.adId) : undefined,
        ),
      )
      .limit(1),
  ]);
  if (!member || published) return undefined;
  const ageDays = (now.getTime() - member.createdAt.getTime()) / DAY_MS;
  return ageDays < newDays ? Math.floor(ageDays) : undefined;
}
