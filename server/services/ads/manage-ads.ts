import { and, count, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import { adStatus, dealTypes } from '@/lib/constants';
import type { AdDetail, AdInputOutput } from '@/lib/schemas/ads';
import { config } from '../../config';
import { db, type Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { adMedia, ads } from '../../db/schema/ads';
import { areas, propertyCategories, propertyTypes } from '../../db/schema/reference';
import { queueInstantAlerts } from '../../jobs/saved-search-alerts';
import { ApiError, type FieldErrors } from '../../lib/errors';
import { noticeNoLongerOffered, noticePriceDrop } from '../notifications/favourite-notices';
import { queueDeliveries } from '../notifications/notify';
import { logger } from '../../logger';
import { payForListing } from '../payments/ad-credits';
import { isLive } from './ad-cards';
import { findAd } from './ad-details';
import { removeMediaFiles } from './ad-media-files';
import { adSearchText } from './search-text';

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

/** A new ad starts as a pending draft; publishing makes it live. A member holds at most PENDING_ADS_PER_MEMBER drafts. */
export async function createAd(ownerId: number, input: AdInputOutput): Promise<AdDetail> {
  const values = await adColumns(input);
  const id = await db().transaction(async (tx) => {
    // The member's row is locked so that parallel creations count the drafts one after another.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, ownerId)).for('no key update');
    const [drafts] = await tx
      .select({ count: count() })
      .from(ads)
      .where(and(eq(ads.ownerId, ownerId), eq(ads.status, adStatus.pending)));
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

/**
 * Replaces the ad's fields; an edited rejected ad goes back to pending for another look. A live ad's lower price is
 * told to the members keeping it in their favourites. Undefined = not the owner's.
 */
export async function updateAd(
  ownerId: number,
  id: number,
  input: AdInputOutput,
  now = new Date(),
): Promise<AdDetail | undefined> {
  const values = await adColumns(input);
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
        status: sql`case when ${ads.status} = ${adStatus.rejected} then ${adStatus.pending} else ${ads.status} end`,
        // A badge vouches for the unit it was granted for: another unit number takes it away.
        verifiedAt: sql`case when ${ads.unitNumber} is not distinct from ${values.unitNumber}::text then ${ads.verifiedAt} end`,
        updatedAt: now,
      })
      .where(eq(ads.id, id));
    const notices = before.live && before.priceFils != null ? await noticePriceDrop(tx, id, before.priceFils) : [];
    return { notices };
  });
  if (!result) return undefined;
  await queueDeliveries(result.notices);
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
    await tx.delete(ads).where(eq(ads.id, id));
    return { media, notices };
  });
  if (!removed) return false;
  await queueDeliveries(removed.notices);
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
  publish: { from: () => eq(ads.status, adStatus.pending), set: freshDates, alreadyDone: isLive, paid: 'publish' },
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
    if (transition.paid) await payListing(tx, transition.paid, ownerId, changed, now);
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

/**
 * publish: pending → live; cancel: live → pending (withdrawn); repost: expired → live with fresh dates. An ad that
 * went live is matched against the instant saved searches once it is committed (the job reads it).
 */
export async function changeAdState(
  action: AdAction,
  ownerId: number,
  id: number,
  now = new Date(),
): Promise<AdDetail> {
  const { changed, notices } = await db().transaction((tx) =>
    applyTransition(tx, transitions[action], ownerId, id, now),
  );
  await queueDeliveries(notices);
  // The ad is live whatever happens to the queue: a failure there is logged, not answered to the owner as one.
  if (changed && action !== 'cancel')
    await queueInstantAlerts(id, now).catch((err: unknown) =>
      logger.error({ err, adId: id }, 'instant saved-search alerts not queued'),
    );
  return detailOrFail(id, ownerId);
}
