import { and, count, desc, eq, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { adStatus, dealTypes } from '@/lib/constants';
import type { AdDetail, AdInputOutput } from '@/lib/schemas/ads';
import { config } from '../../config';
import { db, type Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { adMedia, ads } from '../../db/schema/ads';
import { adReviews } from '../../db/schema/moderation';
import { areas, propertyCategories, propertyTypes } from '../../db/schema/reference';
import { queueInstantAlerts } from '../../jobs/saved-search-alerts';
import { ApiError, type FieldErrors } from '../../lib/errors';
import { noticeNoLongerOffered, noticePriceDrop } from '../notifications/favourite-notices';
import { queueDeliveriesAfterCommit } from '../notifications/notify';
import { logger } from '../../logger';
import { payForListing } from '../payments/ad-credits';
import { queueReview } from '../moderation/queue-review';
import { waitsForReview } from '../moderation/reviews';
import { runAdChecks, type CheckedAd } from '../moderation/run-checks';
import type { ReviewTrigger, Signal } from '@/lib/schemas/moderation';
import { isLive } from './ad-cards';
import { findAd } from './ad-details';
import { removeMediaFiles } from './ad-media-files';
import { adSearchText } from './search-text';
import { closeOfferPeriods, openOfferPeriod, recordPriceChange } from '../ad-availability/ad-history';
import { isHeld, markOfferStarted } from '../ad-availability/availability';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 24 * 3600 * 1000;

/**
 * References the shared schema cannot check: the category offers the deal type, the property type belongs to the
 * category and the area exists. Each failure lands on the field the member has to change.
 */
async function resolveReferences(input: AdInputOutput) {
  const [[category], [type], [area]] = await Promise.all([
    db()
      .select({ dealTypeIds: propertyCategories.dealTypeIds })
      .from(propertyCategories)
      .where(eq(propertyCategories.id, input.categoryId)),
    db()
      .select({ categoryId: propertyTypes.categoryId })
      .from(propertyTypes)
      .where(eq(propertyTypes.id, input.propertyTypeId)),
    db()
      .select({ nameAr: areas.nameAr, nameEn: areas.nameEn, aliases: areas.aliases })
      .from(areas)
      .where(eq(areas.id, input.areaId)),
  ]);
  const fieldErrors: FieldErrors = {};
  if (!category?.dealTypeIds.includes(dealTypes[input.dealType]))
    fieldErrors.categoryId = ['adErrors.categoryNotForDealType'];
  if (type?.categoryId !== input.categoryId) fieldErrors.propertyTypeId = ['adErrors.typeNotInCategory'];
  if (!area) fieldErrors.areaId = ['adErrors.areaNotFound'];
  // A pin needs both coordinates; one alone cannot be shown on the map.
  if ((input.latitude == null) !== (input.longitude == null))
    fieldErrors[input.latitude == null ? 'latitude' : 'longitude'] = ['adErrors.locationIncomplete'];
  if (!area || Object.keys(fieldErrors).length) throw new ApiError('VALIDATION_FAILED', fieldErrors);
  return area;
}

/** The ad's columns from the form body (a full replace); search text follows the title, description and area. */
async function adColumns(input: AdInputOutput) {
  const area = await resolveReferences(input);
  const description = input.description ?? '';
  const titleEn = input.titleEn || null;
  const descriptionEn = input.descriptionEn || null;
  return {
    dealTypeId: dealTypes[input.dealType],
    categoryId: input.categoryId,
    propertyTypeId: input.propertyTypeId,
    areaId: input.areaId,
    title: input.title,
    description,
    titleEn,
    descriptionEn,
    searchText: adSearchText({ title: input.title, description, titleEn, descriptionEn, area }),
    sizeSqm: input.sizeSqm,
    priceFils: input.priceFils,
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    floors: input.floors ?? null,
    parcelNumber: input.parcelNumber || null,
    unitNumber: input.unitNumber ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

async function detailOrFail(id: number, ownerId: number): Promise<AdDetail> {
  const ad = await findAd(id, ownerId);
  if (!ad) throw new ApiError('NOT_FOUND');
  return ad;
}

/**
 * A new ad starts as a pending draft; publishing makes it live. A member holds at most PENDING_ADS_PER_MEMBER drafts
 * (ads held for review or off the lists for a while are not drafts).
 */
export async function createAd(ownerId: number, input: AdInputOutput): Promise<AdDetail> {
  const values = await adColumns(input);
  const id = await db().transaction(async (tx) => {
    // The member's row is locked so that parallel creations count the drafts one after another.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, ownerId)).for('no key update');
    const [drafts] = await tx
      .select({ count: count() })
      .from(ads)
      // Drafts only: not an ad waiting for an operator, nor a published ad taken off the lists for a while.
      .where(
        and(eq(ads.ownerId, ownerId), eq(ads.status, adStatus.pending), isNull(ads.publishedAt), not(waitsForReview())),
      );
    if ((drafts?.count ?? 0) >= config().PENDING_ADS_PER_MEMBER) throw new ApiError('LIMIT_REACHED');
    const [row] = await tx
      .insert(ads)
      .values({ ...values, ownerId, status: adStatus.pending })
      .returning({ id: ads.id });
    return row?.id;
  });
  if (!id) throw new ApiError('INTERNAL');
  return detailOrFail(id, ownerId);
}

const owned = (id: number, ownerId: number) => and(eq(ads.id, id), eq(ads.ownerId, ownerId));

/** The reason of the ad's last rejection, for the desk to see what the owner was asked to change. */
async function lastRejection(adId: number) {
  const [row] = await db()
    .select({ reasonCode: adReviews.reasonCode })
    .from(adReviews)
    .where(and(eq(adReviews.adId, adId), eq(adReviews.state, 'rejected')))
    .orderBy(desc(adReviews.id))
    .limit(1);
  return row?.reasonCode ?? null;
}

type Hold = { trigger: ReviewTrigger; signals: Signal[] };

/**
 * Whether an edit sends the ad to the moderation queue (issue 29): a live ad whose new content raises a signal, an
 * ad already waiting (its signals are read again), and a rejected ad, always (an operator looks at the change). A
 * draft is checked when it is published, not at each save. A copy of the owner's other live ad is refused here.
 */
async function holdForEdit(
  ownerId: number,
  id: number,
  values: Awaited<ReturnType<typeof adColumns>>,
  now: Date,
): Promise<Hold | undefined | 'not-found'> {
  const [current] = await db()
    .select({ status: ads.status, live: sql<boolean>`${isLive(now)}`, waiting: waitsForReview() })
    .from(ads)
    .where(owned(id, ownerId));
  if (!current) return 'not-found';
  const rejected = current.status === adStatus.rejected;
  if (!current.live && !current.waiting && !rejected) return undefined;
  const signals = await runAdChecks({ ...values, id, ownerId }, current.live ? 'edit' : 'publish', now);
  if (rejected)
    return {
      trigger: 'resubmit',
      signals: [...signals, { kind: 'resubmitted', evidence: { reasonCode: await lastRejection(id) } }],
    };
  if (current.waiting) return { trigger: 'publish', signals };
  return signals.length ? { trigger: 'edit', signals } : undefined;
}

/**
 * Replaces the ad's fields. The automated checks run on an edit of a live, waiting or rejected ad (holdForEdit): a
 * held ad is pending (0) until an operator decides. A live ad's lower price is told to the members keeping it in
 * their favourites. Undefined = not the owner's.
 */
export async function updateAd(
  ownerId: number,
  id: number,
  input: AdInputOutput,
  now = new Date(),
): Promise<AdDetail | undefined> {
  const values = await adColumns(input);
  const hold = await holdForEdit(ownerId, id, values, now);
  if (hold === 'not-found') return undefined;
  const result = await db().transaction(async (tx) => {
    // Locked, so that two edits in parallel each compare with the price the other one left.
    const [before] = await tx
      .select({ priceFils: ads.priceFils, live: sql<boolean>`${isLive(now)}` })
      .from(ads)
      .where(owned(id, ownerId))
      .for('update');
    if (!before) return undefined;
    await tx
      .update(ads)
      .set({
        ...values,
        ...(hold && { status: adStatus.pending }),
        // A badge vouches for the unit it was granted for: another unit number takes it away.
        verifiedAt: sql`case when ${ads.unitNumber} is not distinct from ${values.unitNumber}::text then ${ads.verifiedAt} end`,
        updatedAt: now,
      })
      .where(eq(ads.id, id));
    await recordPriceChange(tx, id, before.priceFils, values.priceFils, now);
    if (hold) await queueReview(tx, { adId: id, ownerId, ...hold, now });
    const notices =
      before.live && !hold && before.priceFils != null ? await noticePriceDrop(tx, id, before.priceFils) : [];
    return { notices };
  });
  if (!result) return undefined;
  await queueDeliveriesAfterCommit(result.notices);
  return detailOrFail(id, ownerId);
}

/**
 * Deletes the ad with its media, favourites and views (cascade); files go once the rows are gone for good. The
 * followers of a published ad hear that it is no longer on offer (before the cascade takes their favourites).
 */
export async function removeAd(ownerId: number, id: number): Promise<boolean> {
  const removed = await db().transaction(async (tx) => {
    // Locked first, like a media upload does, so a file added meanwhile cannot miss the list below.
    const [ad] = await tx.select({ id: ads.id }).from(ads).where(owned(id, ownerId)).for('update');
    if (!ad) return undefined;
    const media = await tx
      .select({ key: adMedia.storageKey, kind: adMedia.kind })
      .from(adMedia)
      .where(eq(adMedia.adId, id));
    const notices = await noticeNoLongerOffered(tx, and(eq(ads.id, id), eq(ads.status, adStatus.approved))!);
    // Its periods on offer outlive it, so posting the same unit again keeps its first date (ad-history.ts).
    await closeOfferPeriods(tx, id, new Date());
    await tx.delete(ads).where(eq(ads.id, id));
    return { media, notices };
  });
  if (!removed) return false;
  await queueDeliveriesAfterCommit(removed.notices);
  await removeMediaFiles(removed.media);
  return true;
}

function freshDates(now: Date) {
  return {
    status: adStatus.approved,
    publishedAt: now,
    expiresAt: new Date(now.getTime() + config().AD_LIFETIME_DAYS * DAY_MS),
    updatedAt: now,
  };
}

/** Expired by the job (status 2) or by the clock before the job ran. */
const isExpiredNow = (now: Date) =>
  or(eq(ads.status, adStatus.expired), and(eq(ads.status, adStatus.approved), lte(ads.expiresAt, now)))!;

interface Transition {
  /** The states the change applies to (checked by the UPDATE itself, so a double click changes nothing twice). */
  from: (now: Date) => SQL;
  set: (now: Date) => Partial<typeof ads.$inferInsert>;
  /** States in which asking again is answered with the ad unchanged instead of 409. */
  alreadyDone?: (now: Date) => SQL;
  /** The ad leaves the market: its followers are told (before the change clears its publication date). */
  endsOffer?: true;
  /** The ad goes live: a listing period is paid for in the same transaction (services/payments/ad-credits.ts). */
  paid?: 'publish' | 'repost';
}

const transitions = {
  // An ad waiting for an operator is published by the operator's approval, not by its owner.
  publish: {
    from: () => and(eq(ads.status, adStatus.pending), not(waitsForReview()))!,
    set: freshDates,
    alreadyDone: (now) => or(isLive(now), waitsForReview())!,
    paid: 'publish',
  },
  cancel: {
    from: isLive,
    endsOffer: true,
    set: (now) => ({ status: adStatus.pending, publishedAt: null, expiresAt: null, updatedAt: now }),
  },
  // A repost is a new listing period: a regular one until the owner makes it special again.
  repost: { from: isExpiredNow, set: (now) => ({ ...freshDates(now), adType: 'regular' }), paid: 'repost' },
} satisfies Record<string, Transition>;

export type AdAction = keyof typeof transitions;

/**
 * A withdrawn ad published again inside the period it was paid for costs nothing and keeps that period's end (so
 * withdrawing and publishing never stretches a listing for free); otherwise a listing period is paid for here, in
 * the transaction that makes the ad live, so that the ad and the credit change together or not at all.
 */
async function payListing(
  tx: Tx,
  kind: 'publish' | 'repost',
  ownerId: number,
  ad: { id: number; paidUntil: Date | null; expiresAt: Date | null },
  now: Date,
) {
  if (kind === 'publish' && ad.paidUntil && ad.paidUntil > now) {
    await tx.update(ads).set({ expiresAt: ad.paidUntil }).where(eq(ads.id, ad.id));
    return;
  }
  await payForListing(tx, { publisherId: ownerId, adId: ad.id, now });
  await tx.update(ads).set({ listingPaidUntil: ad.expiresAt }).where(eq(ads.id, ad.id));
}

/** Whether the ad changed (false: it was already in the asked state) and the ids of the notices written, for their deliveries once the transaction has committed. */
async function applyTransition(
  tx: Tx,
  transition: Transition,
  ownerId: number,
  id: number,
  now: Date,
): Promise<{ changed: boolean; notices: number[] }> {
  // Reports hid the ad until an operator decides: the owner cannot put it back up meanwhile.
  if (transition.paid && (await isHeld(tx, id))) throw new ApiError('CONFLICT');
  // Rolled back with the rest when the change does not apply.
  const notices = transition.endsOffer
    ? await noticeNoLongerOffered(tx, and(owned(id, ownerId), transition.from(now))!)
    : [];
  const [changed] = await tx
    .update(ads)
    .set(transition.set(now))
    .where(and(owned(id, ownerId), transition.from(now)))
    .returning({ id: ads.id, paidUntil: ads.listingPaidUntil, expiresAt: ads.expiresAt });
  if (changed) {
    if (transition.paid) {
      await payListing(tx, transition.paid, ownerId, changed, now);
      await openOfferPeriod(tx, id, now);
      await markOfferStarted(tx, id, now);
    } else if (transition.endsOffer) await closeOfferPeriods(tx, id, now);
    return { changed: true, notices };
  }
  const [current] = await tx
    .select({ done: transition.alreadyDone ? sql<boolean>`${transition.alreadyDone(now)}` : sql<boolean>`false` })
    .from(ads)
    .where(owned(id, ownerId));
  if (!current) throw new ApiError('NOT_FOUND');
  if (!current.done) throw new ApiError('CONFLICT');
  return { changed: false, notices };
}

/** The ad as the checks read it, when it is in the state `transition` starts from; undefined otherwise. */
async function adToCheck(
  transition: Transition,
  ownerId: number,
  id: number,
  now: Date,
): Promise<CheckedAd | undefined> {
  const [row] = await db()
    .select({
      id: ads.id,
      ownerId: ads.ownerId,
      title: ads.title,
      description: ads.description,
      titleEn: ads.titleEn,
      descriptionEn: ads.descriptionEn,
      dealTypeId: ads.dealTypeId,
      categoryId: ads.categoryId,
      propertyTypeId: ads.propertyTypeId,
      areaId: ads.areaId,
      sizeSqm: ads.sizeSqm,
      priceFils: ads.priceFils,
      bedrooms: ads.bedrooms,
      bathrooms: ads.bathrooms,
      floors: ads.floors,
      unitNumber: ads.unitNumber,
      applies: sql<boolean>`${and(transition.from(now), not(waitsForReview()))}`,
    })
    .from(ads)
    .where(owned(id, ownerId));
  if (!row?.applies) return undefined;
  return row;
}

/**
 * A publication the checks flag waits for an operator instead of going live (issue 29): the ad stays pending (0),
 * its listing period is paid for now (so that approving it never depends on the owner's balance then), and the
 * review is queued, all in one transaction. False: no signal, the ad goes live as before.
 */
async function holdPublication(action: 'publish' | 'repost', ownerId: number, id: number, now: Date): Promise<boolean> {
  const transition: Transition = transitions[action];
  const ad = await adToCheck(transition, ownerId, id, now);
  if (!ad) return false;
  const signals = await runAdChecks(ad, 'publish', now);
  if (signals.length === 0) return false;
  await db().transaction(async (tx) => {
    const [held] = await tx
      .update(ads)
      // A repost starts a regular listing period, as when it goes live at once.
      .set({ status: adStatus.pending, updatedAt: now, ...(action === 'repost' && { adType: 'regular' as const }) })
      .where(and(owned(id, ownerId), transition.from(now), not(waitsForReview())))
      .returning({ paidUntil: ads.listingPaidUntil });
    if (!held) throw new ApiError('CONFLICT');
    if (!(held.paidUntil && held.paidUntil > now)) {
      await payForListing(tx, { publisherId: ownerId, adId: id, now });
      const paidUntil = new Date(now.getTime() + config().AD_LIFETIME_DAYS * DAY_MS);
      await tx.update(ads).set({ listingPaidUntil: paidUntil }).where(eq(ads.id, id));
    }
    await queueReview(tx, { adId: id, ownerId, trigger: 'publish', signals, now });
  });
  return true;
}

/**
 * publish: pending → live; cancel: live → pending (withdrawn); repost: expired → live with fresh dates. Publishing
 * and reposting run the automated checks first: a flagged ad waits for an operator (holdPublication), a copy of the
 * owner's own live ad is refused (409 DUPLICATE_AD). An ad that went live is matched against the instant saved
 * searches once it is committed (the job reads it).
 */
export async function changeAdState(
  action: AdAction,
  ownerId: number,
  id: number,
  now = new Date(),
): Promise<AdDetail> {
  if (action !== 'cancel' && (await holdPublication(action, ownerId, id, now))) return detailOrFail(id, ownerId);
  const { changed, notices } = await db().transaction((tx) =>
    applyTransition(tx, transitions[action], ownerId, id, now),
  );
  await queueDeliveriesAfterCommit(notices);
  // The ad is live whatever happens to the queue: a failure there is logged, not answered to the owner as one.
  if (changed && action !== 'cancel')
    await queueInstantAlerts(id, now).catch((err: unknown) =>
      logger.error({ err, adId: id }, 'instant saved-search alerts not queued'),
    );
  return detailOrFail(id, ownerId);
}
