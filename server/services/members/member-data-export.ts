import { asc, eq, inArray } from 'drizzle-orm';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { adMedia, ads, favourites } from '../../db/schema/ads';
import { appraisalDocuments, appraisalRequests } from '../../db/schema/appraisals';
import { constructionEstimates } from '../../db/schema/construction';
import { financeRequests } from '../../db/schema/finance-requests';
import { instantValuations } from '../../db/schema/instant-valuations';
import { balanceEntries, paymentOrders, paymentTransactions } from '../../db/schema/payments';
import { rentEstimates } from '../../db/schema/rent-estimates';
import { savedSearches } from '../../db/schema/saved-searches';
import { storage } from '../../providers/storage/registry';
import { mediaFileKeys } from '../ads/ad-media-files';

/** A row without the columns that are ours rather than the member's (their own id, search indexes, bookkeeping). */
function without<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/**
 * Everything the member gave us or did here, as one JSON document they can keep (the right to a copy of one's data,
 * offered before deletion). Always the caller's own: the member comes from the session, never from a parameter.
 * Amounts are integer fils; times ISO 8601 (UTC).
 */
export async function exportMemberData(member: typeof members.$inferSelect, now = new Date()) {
  const id = member.id;
  const [ownAds, favouriteRows, searches, finance, appraisals, orders, ledger, valuations, rents, constructions] =
    await Promise.all([
      db().select().from(ads).where(eq(ads.ownerId, id)).orderBy(asc(ads.id)),
      db()
        .select({ adId: favourites.adId, createdAt: favourites.createdAt })
        .from(favourites)
        .where(eq(favourites.memberId, id))
        .orderBy(asc(favourites.createdAt)),
      db().select().from(savedSearches).where(eq(savedSearches.memberId, id)).orderBy(asc(savedSearches.id)),
      db().select().from(financeRequests).where(eq(financeRequests.memberId, id)).orderBy(asc(financeRequests.id)),
      db()
        .select()
        .from(appraisalRequests)
        .where(eq(appraisalRequests.memberId, id))
        .orderBy(asc(appraisalRequests.id)),
      db().select().from(paymentOrders).where(eq(paymentOrders.memberId, id)).orderBy(asc(paymentOrders.id)),
      db().select().from(balanceEntries).where(eq(balanceEntries.memberId, id)).orderBy(asc(balanceEntries.id)),
      db()
        .select({ id: instantValuations.id, input: instantValuations.input, createdAt: instantValuations.createdAt })
        .from(instantValuations)
        .where(eq(instantValuations.memberId, id)),
      db()
        .select({ id: rentEstimates.id, createdAt: rentEstimates.createdAt })
        .from(rentEstimates)
        .where(eq(rentEstimates.memberId, id)),
      db()
        .select({ id: constructionEstimates.id, createdAt: constructionEstimates.createdAt })
        .from(constructionEstimates)
        .where(eq(constructionEstimates.memberId, id)),
    ]);
  const adIds = ownAds.map((ad) => ad.id);
  const orderIds = orders.map((order) => order.id);
  const requestIds = appraisals.map((request) => request.id);
  const [media, charges, documents] = await Promise.all([
    adIds.length
      ? db().select().from(adMedia).where(inArray(adMedia.adId, adIds)).orderBy(asc(adMedia.sort), asc(adMedia.id))
      : [],
    orderIds.length
      ? db()
          .select()
          .from(paymentTransactions)
          .where(inArray(paymentTransactions.orderId, orderIds))
          .orderBy(asc(paymentTransactions.id))
      : [],
    requestIds.length
      ? db().select().from(appraisalDocuments).where(inArray(appraisalDocuments.requestId, requestIds))
      : [],
  ]);
  const fileUrl = (key: string | null) => (key ? storage().publicUrl(key) : null);
  return {
    exportedAt: now.toISOString(),
    profile: {
      id,
      accountType: member.accountType === 2 ? 'office' : 'regular',
      brokerType: member.brokerType,
      firstName: member.firstName,
      lastName: member.lastName,
      phone: member.phone,
      email: member.email,
      avatar: fileUrl(member.avatarKey),
      companyName: member.companyName,
      registrationNumber: member.registrationNumber,
      licenceStatus: member.licenceStatus,
      officeId: member.officeId,
      officeStatus: member.officeStatus,
      about: member.about,
      contactPhone: member.contactPhone,
      website: member.website,
      instagram: member.instagram,
      facebook: member.facebook,
      twitter: member.twitter,
      whatsapp: member.whatsapp,
      stamp: fileUrl(member.stampKey),
      officeHours: member.brokerType === 'licensed' ? { opensAt: member.opensAt, closesAt: member.closesAt } : null,
      createdAt: member.createdAt.toISOString(),
    },
    ads: ownAds.map((ad) => ({
      ...without(ad, 'ownerId', 'searchText'),
      media: media
        .filter((item) => item.adId === ad.id)
        .map((item) => ({
          kind: item.kind,
          files: mediaFileKeys({ key: item.storageKey, kind: item.kind }).map(storage().publicUrl),
        })),
    })),
    favourites: favouriteRows,
    savedSearches: searches.map((search) => without(search, 'memberId', 'qTerms', 'filtersKey', 'watermark')),
    financeRequests: finance.map((request) => without(request, 'memberId')),
    appraisalRequests: appraisals.map((request) => ({
      ...without(request, 'memberId', 'officeNotifiedAt', 'reportUploadId'),
      documents: documents
        .filter((doc) => doc.requestId === request.id)
        .map((doc) => ({ slot: doc.slot, uploadId: doc.uploadId })),
      hasReport: request.reportUploadId !== null,
    })),
    orders: orders.map((order) => ({
      ...without(order, 'memberId'),
      payments: charges
        .filter((charge) => charge.orderId === order.id)
        .map((charge) => ({
          id: charge.id,
          method: charge.method,
          status: charge.status,
          amountFils: charge.amountFils,
          currency: charge.currency,
          chargeId: charge.chargeId,
          createdAt: charge.createdAt,
        })),
    })),
    balanceEntries: ledger.map((entry) => without(entry, 'memberId')),
    estimates: { instantValuations: valuations, rentEstimates: rents, constructionEstimates: constructions },
  };
}
