import { notFound } from 'next/navigation';
import { adIdParamSchema, type AdDetail } from '@/lib/schemas/ads';
import { findAd } from '@/server/services/ads/ad-details';

/**
 * The member's own ad of any status for an owner page. Anything else is a 404: an id that is not all digits, an ad
 * that does not exist, and another member's ad (even a public one), so nobody learns which ids belong to others.
 */
export async function ownedAdOrNotFound(id: string, memberId: number): Promise<AdDetail> {
  const param = adIdParamSchema.safeParse({ id });
  if (!param.success) notFound();
  const ad = await findAd(param.data.id, memberId);
  if (!ad?.isOwner) notFound();
  return ad;
}
