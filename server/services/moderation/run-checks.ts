import type { ContactSpan, Signal, TextSpan } from '@/lib/schemas/moderation';
import { adTextFields } from '@/lib/schemas/moderation';
import { ApiError } from '../../lib/errors';
import { findBannedTerms } from './banned-terms';
import { findContactDetails } from './contact-details';
import { findOwnDuplicate, type DuplicateInput } from './duplicate-check';
import { checkHistory } from './history-check';
import { checkPhotos } from './photo-check';
import { checkPrice } from './price-check';
import { bannedTermsNow, moderationSettingsNow } from './settings';

/** What the checks read of an ad: its text, its figures and its owner (the id once it exists). */
export type CheckedAd = DuplicateInput & {
  title: string;
  description: string;
  titleEn: string | null;
  descriptionEn: string | null;
};

/**
 * publish: the ad goes live (a draft published, an expired ad reposted); edit: a live ad's content changed. The
 * advertiser's history is read at publication only: editing a live ad says nothing new about who posted it.
 */
export type CheckStage = 'publish' | 'edit';

/** Contact details and banned terms in every text field, each span with the field it is in. */
export async function textSignals(ad: Pick<CheckedAd, (typeof adTextFields)[number]>): Promise<Signal[]> {
  const terms = await bannedTermsNow();
  const contacts: ContactSpan[] = [];
  const banned: TextSpan[] = [];
  for (const field of adTextFields) {
    const text = ad[field] ?? '';
    for (const match of findContactDetails(text)) contacts.push({ field, ...match });
    banned.push(...findBannedTerms(field, text, terms));
  }
  const signals: Signal[] = [];
  if (contacts.length) signals.push({ kind: 'contact-details', evidence: { spans: contacts } });
  if (banned.length) signals.push({ kind: 'banned-term', evidence: { spans: banned } });
  return signals;
}

/**
 * Runs every automated check on an ad about to go live (issue 29) and answers its signals: none, and the ad goes live
 * as before; any, and it waits for an operator. A copy of the owner's own live ad (by its figures or its photos) is
 * refused (409 DUPLICATE_AD with `details.adId`). Each check is a few indexed reads or pure text work, run side by side;
 * the duplicate check follows the photo check, whose matches it reads.
 */
export async function runAdChecks(ad: CheckedAd, stage: CheckStage, now = new Date()): Promise<Signal[]> {
  const settings = await moderationSettingsNow();
  const [photos, text, price, history] = await Promise.all([
    checkPhotos(ad.id, ad.ownerId),
    textSignals(ad),
    checkPrice(ad, settings),
    stage === 'publish' ? checkHistory({ ownerId: ad.ownerId, adId: ad.id }, settings, now) : [],
  ]);
  const duplicateOf = await findOwnDuplicate(
    { ...ad, photoMatches: photos.ownAdIds },
    settings['duplicate.tolerance-percent'].value,
    now,
  );
  if (duplicateOf !== undefined) throw new ApiError('DUPLICATE_AD', undefined, undefined, { adId: duplicateOf });
  return [...text, ...(price ? [price] : []), ...(photos.signal ? [photos.signal] : []), ...history];
}
