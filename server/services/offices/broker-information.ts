import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BusinessDetailsOutput } from '@/lib/schemas/auth';
import type { BrokerInformationOutput } from '@/lib/schemas/offices';
import { db } from '../../db/client';
import { members, uploads } from '../../db/schema/accounts';
import { officeAreas, officeSectors } from '../../db/schema/offices';
import { areas, sectors } from '../../db/schema/reference';
import { ApiError } from '../../lib/errors';
import type { Member } from '../members/members';
import { assertOfficeManager } from './office-team';
import { assertOfficeNameFree, backToReview, sameOfficeName } from './office-names';

async function assertKnown(
  areaIds: number[],
  sectorIds: number[],
  memberId: number,
  documentId: number | null | undefined,
): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  const [foundAreas, foundSectors, documents] = await Promise.all([
    areaIds.length ? db().select({ id: areas.id }).from(areas).where(inArray(areas.id, areaIds)) : [],
    sectorIds.length ? db().select({ id: sectors.id }).from(sectors).where(inArray(sectors.id, sectorIds)) : [],
    documentId
      ? db()
          .select({ id: uploads.id })
          .from(uploads)
          .where(
            and(eq(uploads.id, documentId), eq(uploads.ownerId, memberId), eq(uploads.purpose, 'supporting-document')),
          )
      : [],
  ]);
  if (foundAreas.length !== areaIds.length) fieldErrors.areaIds = ['general.validation.invalid_value'];
  if (foundSectors.length !== sectorIds.length) fieldErrors.sectorIds = ['general.validation.invalid_value'];
  if (documentId && documents.length === 0) fieldErrors.licenceDocumentId = ['auth.documentNotFound'];
  if (Object.keys(fieldErrors).length) throw new ApiError('VALIDATION_FAILED', fieldErrors);
}

/**
 * Spec §7 POST /members/update-broker-information: the caller's own office only (there is no office id to pass).
 * A new name, licence number or document sends the licence back to verification: the badge waits for an operator
 * again. A name another verified office carries is refused.
 */
export async function updateBrokerInformation(member: Member, input: BrokerInformationOutput): Promise<Member> {
  assertOfficeManager(member);
  const areaIds = [...new Set(input.areaIds)];
  const sectorIds = [...new Set(input.sectorIds)];
  await assertKnown(areaIds, sectorIds, member.id, input.licenceDocumentId);
  const renamed = !sameOfficeName(input.companyName, member.companyName);
  const licenceChanged =
    renamed ||
    input.registrationNumber !== member.registrationNumber ||
    (input.licenceDocumentId != null && input.licenceDocumentId !== member.licenceDocumentId);
  const updated = await db().transaction(async (tx) => {
    if (renamed) await assertOfficeNameFree(tx, input.companyName, member.id);
    const [row] = await tx
      .update(members)
      .set({
        companyName: input.companyName,
        registrationNumber: input.registrationNumber,
        about: input.about || null,
        contactPhone: input.contactPhone ?? null,
        website: input.website ?? null,
        instagram: input.instagram ?? null,
        facebook: input.facebook ?? null,
        twitter: input.twitter ?? null,
        whatsapp: input.whatsapp ?? null,
        opensAt: input.opensAt,
        closesAt: input.closesAt,
        ...(input.allowMarketeerBrokerAds !== undefined && { allowMarketeerBrokerAds: input.allowMarketeerBrokerAds }),
        ...(input.licenceDocumentId != null && { licenceDocumentId: input.licenceDocumentId }),
        ...(licenceChanged && backToReview),
        updatedAt: new Date(),
      })
      .where(eq(members.id, member.id))
      .returning();
    await tx.delete(officeAreas).where(eq(officeAreas.memberId, member.id));
    if (areaIds.length) await tx.insert(officeAreas).values(areaIds.map((areaId) => ({ memberId: member.id, areaId })));
    await tx.delete(officeSectors).where(eq(officeSectors.memberId, member.id));
    if (sectorIds.length)
      await tx.insert(officeSectors).values(sectorIds.map((sectorId) => ({ memberId: member.id, sectorId })));
    return row;
  });
  if (!updated) throw new ApiError('NO_DATA');
  return updated;
}

/** What the edit form starts from: the office's own information, with its areas and sectors. */
export async function ownBrokerInformation(member: Member) {
  const [areaRows, sectorRows] = await Promise.all([
    db().select({ id: officeAreas.areaId }).from(officeAreas).where(eq(officeAreas.memberId, member.id)),
    db().select({ id: officeSectors.sectorId }).from(officeSectors).where(eq(officeSectors.memberId, member.id)),
  ]);
  return {
    companyName: member.companyName ?? '',
    registrationNumber: member.registrationNumber ?? '',
    about: member.about ?? '',
    contactPhone: member.contactPhone,
    website: member.website,
    instagram: member.instagram,
    facebook: member.facebook,
    twitter: member.twitter,
    whatsapp: member.whatsapp,
    areaIds: areaRows.map((r) => r.id),
    sectorIds: sectorRows.map((r) => r.id),
    opensAt: member.opensAt,
    closesAt: member.closesAt,
    licenceDocumentId: member.licenceDocumentId,
    allowMarketeerBrokerAds: member.allowMarketeerBrokerAds,
    licenceStatus: member.licenceStatus,
    licenceReviewReason: member.licenceReviewReason,
  };
}

/**
 * Sign-up's business details of a licensed broker (POST auth/users/business-details), under the same rules as the
 * office's own page: a new name or licence number goes back to review, and a verified office's name is refused.
 */
export async function updateBusinessDetails(
  member: Member,
  { companyName, registrationNumber }: BusinessDetailsOutput,
): Promise<Member> {
  if (member.accountType !== 2 || member.brokerType !== 'licensed') throw new ApiError('FORBIDDEN');
  const renamed = !sameOfficeName(companyName, member.companyName);
  const [updated] = await db().transaction(async (tx) => {
    if (renamed) await assertOfficeNameFree(tx, companyName, member.id);
    return tx
      .update(members)
      .set({
        companyName,
        registrationNumber,
        ...((renamed || registrationNumber !== member.registrationNumber) && backToReview),
        updatedAt: new Date(),
      })
      .where(and(eq(members.id, member.id), isNull(members.deletedAt)))
      .returning();
  });
  if (!updated) throw new ApiError('NO_DATA');
  return updated;
}
