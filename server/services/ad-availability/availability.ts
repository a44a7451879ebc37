import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import type { AvailabilityAnswer } from '@/lib/ad-trust/reasons';
import { kuwaitDate } from '@/lib/kuwait-time';
import type { AvailabilityLinkView } from '@/lib/schemas/ad-trust';
import { config } from '../../config';
import { db } from '../../db/client';
import { adAvailability } from '../../db/schema/ad-trust';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { ApiError } from '../../lib/errors';
import { invalidatePages } from '../../lib/page-cache';
import { adWriteTags, pageTags } from '../../lib/page-tags';
import { noticeNoLongerOffered } from '../notifications/favourite-notices';
import { queueDeliveries, queueDeliveriesAfterCommit } from '../notifications/notify';
import { isLive } from '../ads/ad-cards';
import { otherOffersOfUnit } from '../ads/unit-offers';
import { closeOfferPeriods, type Executor } from './ad-history';
import { availabilityToken, verifyAvailabilityToken } from './availability-links';
import { daysAfter, daysBefore, readTrustSettings, trustSettingsOf } from './trust-settings';

/** Writes the ad's availability row if it has none yet (and the ad exists), so the updates below always find one. */
export async function ensureAvailabilityRow(executor: Executor, adId: number): Promise<void> {
  await executor.execute(
    sql`insert into ${adAvailability} (ad_id) select ${ads.id} from ${ads} where ${ads.id} = ${adId} on conflict do nothing`,
  );
}

/** Live, or off the lists for want of a confirmation (and not hidden by reports): what an answer can apply to. */
const answerable = (now: Date) =>
  sql`(${isLive(now)} or (${ads.status} = ${adStatus.pending} and ${adAvailability.unconfirmedAt} is not null
    and ${adAvailability.heldAt} is null))`;

/**
 * The owner's answer to "still available?". "available" stamps the confirmation (and brings an ad that left the lists
 * for want of one back, as it was); "rented" or "sold" ends the offer at once: the ad is expired now, its followers
 * are told, and its page says so for the notice's days. Asking again what is already so changes nothing; an ad that
 * is neither live nor waiting for a confirmation is 409.
 */
export async function answerAvailability(
  adId: number,
  ownerId: number,
  answer: AvailabilityAnswer,
  now = new Date(),
): Promise<{ changed: boolean }> {
  await ensureAvailabilityRow(db(), adId);
  const result = await db().transaction(async (tx) => {
    const [ad] = await tx
      .select({
        ownerId: ads.ownerId,
        expiresAt: ads.expiresAt,
        answerable: sql<boolean>`${answerable(now)}`,
        offMarketReason: adAvailability.offMarketReason,
        offMarketAt: adAvailability.offMarketAt,
        status: ads.status,
      })
      .from(ads)
      .innerJoin(adAvailability, eq(adAvailability.adId, ads.id))
      .where(eq(ads.id, adId))
      .for('update', { of: ads });
    if (!ad || ad.ownerId !== ownerId) throw new ApiError('NOT_FOUND');
    if (!ad.answerable) {
      // A double tap on "rented" answers as done; anything else on an ended or hidden ad is a conflict.
      if (answer !== 'available' && ad.offMarketReason === answer && ad.status === adStatus.expired)
        return { changed: false, notices: [] };
      throw new ApiError('CONFLICT');
    }
    if (answer === 'available') {
      const comesBack = ad.status === adStatus.pending;
      await tx
        .update(ads)
        .set({
          availabilityConfirmedAt: now,
          ...(comesBack && { status: ad.expiresAt && ad.expiresAt <= now ? adStatus.expired : adStatus.approved }),
          updatedAt: now,
        })
        .where(eq(ads.id, adId));
      await tx
        .update(adAvailability)
        .set({ confirmedAt: now, unconfirmedAt: null })
        .where(eq(adAvailability.adId, adId));
      return { changed: true, notices: [] };
    }
    const notices = await noticeNoLongerOffered(tx, eq(ads.id, adId));
    // The same unit offered by other advertisers (by its unit number): each is asked at once whether theirs is free.
    for (const other of await otherOffersOfUnit(tx, adId, now)) {
      await ensureAvailabilityRow(tx, other.id);
      notices.push(...(await askOwnerNow(tx, other.id, now)));
    }
    await tx.update(ads).set({ status: adStatus.expired, expiresAt: now, updatedAt: now }).where(eq(ads.id, adId));
    await tx
      .update(adAvailability)
      .set({ offMarketAt: now, offMarketReason: answer, unconfirmedAt: null, confirmedAt: now })
      .where(eq(adAvailability.adId, adId));
    await closeOfferPeriods(tx, adId, now);
    return { changed: true, notices };
  });
  await queueDeliveriesAfterCommit(result.notices);
  if (result.changed) await invalidatePages(adWriteTags(adId));
  return { changed: result.changed };
}

/** Answers through a signed link: the token must be ours, unexpired, for this ad, and its owner the ad's owner still. */
export async function answerAvailabilityByLink(
  adId: number,
  token: string,
  answer: AvailabilityAnswer,
  now = new Date(),
): Promise<{ changed: boolean }> {
  const claim = verifyAvailabilityToken(token, adId, now);
  const [ad] = await db().select({ ownerId: ads.ownerId }).from(ads).where(eq(ads.id, adId));
  // The ad changed hands (an office took it over) or is gone: the link no longer speaks for its owner.
  if (!ad || ad.ownerId !== claim.ownerId) throw new ApiError('LINK_INVALID');
  return answerAvailability(adId, claim.ownerId, answer, now);
}

/** What a signed link's page shows before the owner taps: the ad's title and the link's expiry. */
export async function availabilityLinkView(
  adId: number,
  token: string,
  now = new Date(),
): Promise<AvailabilityLinkView> {
  const claim = verifyAvailabilityToken(token, adId, now);
  const [ad] = await db()
    .select({ ownerId: ads.ownerId, title: ads.title, titleEn: ads.titleEn })
    .from(ads)
    .where(eq(ads.id, adId));
  if (!ad || ad.ownerId !== claim.ownerId) throw new ApiError('LINK_INVALID');
  return { adId, title: { ar: ad.title, en: ad.titleEn }, expiresAt: claim.expiresAt.toISOString() };
}

/** The path of a signed link's page, answer preselected. */
export function availabilityLinkPath(adId: number, token: string, answer: AvailabilityAnswer): string {
  return `/ad/${adId}/availability?answer=${answer}&t=${token}`;
}

/**
 * Writes the "still available?" notification of each ad (in the executor's transaction, ids for `queueDeliveries` once
 * it commits): three signed links, one per answer, in the text and the link of the notification, so the owner answers
 * from the e-mail, WhatsApp or the push without signing in.
 */
async function writeAsks(
  executor: Executor,
  where: SQL,
  dedupe: SQL,
  now: Date,
  limit = 1,
): Promise<Array<{ id: number; adId: number }>> {
  const linkDays = (await readTrustSettings(executor))['availability-link-valid'];
  const rows = await executor
    .select({
      id: ads.id,
      ownerId: ads.ownerId,
      title: ads.title,
      titleEn: ads.titleEn,
      dedupe: sql<string>`${dedupe}`,
    })
    .from(ads)
    .leftJoin(adAvailability, eq(adAvailability.adId, ads.id))
    .where(where)
    .orderBy(ads.id)
    .limit(limit);
  if (rows.length === 0) return [];
  const base = config().PUBLIC_BASE_URL;
  const expiresAt = daysAfter(now, linkDays);
  const values = rows.map((row) => {
    const token = availabilityToken({ adId: row.id, ownerId: row.ownerId, expiresAt });
    const url = (answer: AvailabilityAnswer) => new URL(availabilityLinkPath(row.id, token, answer), base).href;
    return {
      memberId: row.ownerId,
      kind: 'ad-availability-check' as const,
      params: {
        ad: { ar: row.title, en: row.titleEn },
        availableUrl: url('available'),
        rentedUrl: url('rented'),
        soldUrl: url('sold'),
      },
      link: availabilityLinkPath(row.id, token, 'available'),
      dedupeKey: row.dedupe,
    };
  });
  const created = await executor
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id, dedupeKey: notifications.dedupeKey });
  const adOf = new Map(rows.map((row) => [row.dedupe, row.id]));
  for (const row of rows) await ensureAvailabilityRow(executor, row.id);
  await executor
    .update(adAvailability)
    .set({ askedAt: now })
    .where(
      sql`${adAvailability.adId} in (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    );
  return created.map((row) => ({ id: row.id, adId: adOf.get(row.dedupeKey ?? '') ?? 0 }));
}

/** Asks the owner of one ad at once (reports say it is let or sold), once per publication. */
export async function askOwnerNow(executor: Executor, adId: number, now: Date): Promise<number[]> {
  const created = await writeAsks(
    executor,
    and(eq(ads.id, adId), isLive(now))!,
    sql`'avail-reported:' || ${ads.id} || ':' || coalesce(floor(extract(epoch from ${ads.publishedAt}))::bigint, 0)`,
    now,
  );
  return created.map((row) => row.id);
}

/** At most this many asks per run: a backlog is worked off over the following runs. */
const ASK_BATCH = 2000;

/**
 * The weekly question (the days from the database): every live ad neither confirmed nor asked within them gets its
 * "still available?" notification, once per Kuwait day at most.
 */
export async function askOwners(now = new Date()): Promise<number> {
  const everyDays = (await trustSettingsOf())['availability-ask-every'];
  const since = daysBefore(now, everyDays);
  const due = sql`${isLive(now)}
    and greatest(${ads.publishedAt}, ${adAvailability.confirmedAt}, ${adAvailability.askedAt}) <= ${since}`;
  const created = await db().transaction((tx) =>
    writeAsks(tx, due, sql`'avail-ask:' || ${ads.id} || ':' || ${kuwaitDate(now)}`, now, ASK_BATCH),
  );
  await queueDeliveries(created.map((row) => row.id));
  return created.length;
}

/**
 * Live ads not confirmed (nor published) within the days from the database leave the lists: status pending, marked
 * unconfirmed, so the owner's list says why and a confirmation brings them back as they were.
 */
export async function takeUnconfirmedOffLists(now = new Date()): Promise<number> {
  const days = (await trustSettingsOf())['unconfirmed-leaves-lists'];
  const since = daysBefore(now, days);
  const moved = await db().transaction(async (tx) => {
    const stale = await tx
      .select({ id: ads.id })
      .from(ads)
      .leftJoin(adAvailability, eq(adAvailability.adId, ads.id))
      .where(sql`${isLive(now)} and greatest(${ads.publishedAt}, ${adAvailability.confirmedAt}) <= ${since}`);
    if (stale.length === 0) return [];
    const ids = stale.map((row) => row.id);
    for (const id of ids) await ensureAvailabilityRow(tx, id);
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx
      .update(ads)
      .set({ status: adStatus.pending, updatedAt: now })
      .where(sql`${ads.id} in (${idList})`);
    await tx
      .update(adAvailability)
      .set({ unconfirmedAt: now })
      .where(sql`${adAvailability.adId} in (${idList})`);
    return ids;
  });
  if (moved.length > 0) await invalidatePages([pageTags.ads, ...moved.slice(0, 99).map((id) => pageTags.ad(id))]);
  return moved.length;
}

/** Why the owner's ad is off the lists, for their list: held by reports, or waiting for a confirmation. */
export async function ownerAvailabilityStates(
  ownerId: number,
): Promise<Array<{ adId: number; state: 'held' | 'unconfirmed'; since: string }>> {
  const rows = await db()
    .select({ adId: adAvailability.adId, heldAt: adAvailability.heldAt, unconfirmedAt: adAvailability.unconfirmedAt })
    .from(adAvailability)
    .innerJoin(ads, eq(ads.id, adAvailability.adId))
    .where(
      and(
        eq(ads.ownerId, ownerId),
        eq(ads.status, adStatus.pending),
        sql`(${isNotNull(adAvailability.heldAt)} or ${isNotNull(adAvailability.unconfirmedAt)})`,
      ),
    );
  return rows.map((row) =>
    row.heldAt
      ? { adId: row.adId, state: 'held' as const, since: row.heldAt.toISOString() }
      : { adId: row.adId, state: 'unconfirmed' as const, since: row.unconfirmedAt!.toISOString() },
  );
}

/** Publishing or reposting stamps a fresh confirmation and clears the marks of the last offer. */
export async function markOfferStarted(executor: Executor, adId: number, now: Date): Promise<void> {
  await ensureAvailabilityRow(executor, adId);
  await executor
    .update(adAvailability)
    .set({ confirmedAt: now, unconfirmedAt: null, offMarketAt: null, offMarketReason: null })
    .where(eq(adAvailability.adId, adId));
}

/** Whether reports keep the ad hidden until an operator decides: publishing it again is refused meanwhile. */
export async function isHeld(executor: Executor, adId: number): Promise<boolean> {
  // Pending as well: an ad an operator put back up some other way than resolveReports is not held any more.
  const [row] = await executor
    .select({ adId: adAvailability.adId })
    .from(adAvailability)
    .innerJoin(ads, eq(ads.id, adAvailability.adId))
    .where(and(eq(adAvailability.adId, adId), isNotNull(adAvailability.heldAt), eq(ads.status, adStatus.pending)));
  return Boolean(row);
}
