import { and, asc, eq, sql } from 'drizzle-orm';
import { adStatus, dealTypes } from '../../../lib/constants';
import type { ContactSpan, Signal, TextSpan } from '../../../lib/schemas/moderation';
import { adTextFields } from '../../../lib/schemas/moderation';
import { normalizeForSearch } from '../../../lib/search/normalize-arabic';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { adReviews } from '../../db/schema/moderation';
import { areas } from '../../db/schema/reference';
import { findBannedTerms } from '../../services/moderation/banned-terms';
import { findContactDetails } from '../../services/moderation/contact-details';
import { saleMedian } from '../../services/moderation/price-check';
import { recordAudit } from '../../services/staff/audit-log';
import { adSearchText } from '../../services/ads/search-text';
import { kuwaitMidnight } from '../../../lib/kuwait-time';
import { bannedTermRows, moderationSettingRows } from '../data/moderation';

const HOUR_MS = 3_600_000;
/** One live demo ad in 33 (about 3%) carries a problem the checks catch; as many others show past decisions. */
const EVERY = 33;
const OPERATOR_PHONE = '97650131';

const phones = ['٩٩٨٨ ٧٧٦٦', '55 44 33 22', '+965 6543 2109', '9-7-6-5-4-3-2-1', '۶۶۵۵۴۴۳۳'];
const descriptionContacts = [
  '\nللتواصل واتساب ٩٩١٢٣٤٥٦',
  '\nتفاصيل أكثر على www.q8-aqar-offers.com',
  '\nراسلونا: offers.kw@gmail.com',
  '\nWhatsApp 50012345 for viewing',
];
const bannedPhrases = ['\nللحجز حول العربون قبل المعاينة', '\nPayment by Western Union only', '\nنقبل الدفع بيتكوين'];

const terms = bannedTermRows.map(({ term }) => ({ term, normalized: normalizeForSearch(term) }));
const setting = (key: string) => moderationSettingRows.find((row) => row.key === key)!;

type SeedAd = typeof ads.$inferSelect;

function textSignals(ad: Pick<SeedAd, 'title' | 'description' | 'titleEn' | 'descriptionEn'>): Signal[] {
  const contacts: ContactSpan[] = [];
  const banned: TextSpan[] = [];
  for (const field of adTextFields) {
    const text = ad[field] ?? '';
    for (const match of findContactDetails(text)) contacts.push({ field, ...match });
    banned.push(...findBannedTerms(field, text, terms));
  }
  return [
    ...(contacts.length ? [{ kind: 'contact-details', evidence: { spans: contacts } } as const] : []),
    ...(banned.length ? [{ kind: 'banned-term', evidence: { spans: banned } } as const] : []),
  ];
}

/**
 * Work for the moderation desk on a fresh demo (issue 29): about 3% of the live demo ads get a problem the automated
 * checks catch (a phone in the title, a WhatsApp number, link or e-mail in the description, a bait sale price, a
 * banned phrase) and wait in the queue, held as the checks would have held them, over the last three days; as many
 * others carry a past approval by the demo operator, so the desk's health has decisions to measure. Deterministic;
 * does nothing once any review exists.
 */
export async function seedDemoModerationWork(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ id: adReviews.id }).from(adReviews).limit(1);
  if (existing) return 0;
  const [operator] = await db.select({ id: members.id }).from(members).where(eq(members.phone, OPERATOR_PHONE));
  const live = await db
    .select({ ad: ads, area: areas })
    .from(ads)
    .innerJoin(areas, eq(areas.id, ads.areaId))
    .where(and(eq(ads.status, adStatus.approved), eq(ads.adType, 'regular')))
    .orderBy(asc(ads.id));
  const anchor = kuwaitMidnight(now).getTime();
  const held = live.filter((_, index) => index % EVERY === 7);
  const approved = live.filter((_, index) => index % EVERY === 19);
  const bait = setting('price.sale-bait-ratio');
  let planted = 0;
  for (const [index, { ad, area }] of held.entries()) {
    const queuedAt = new Date(anchor - ((index * 7) % 70) * HOUR_MS - HOUR_MS);
    const change: Partial<SeedAd> = {};
    const signals: Signal[] = [];
    const kind = index % 4;
    if (kind === 2 && ad.dealTypeId === dealTypes.sale && ad.priceFils) {
      // The level the price check itself compares with, so the planted signal is the one it would raise.
      const level = await saleMedian(db, ad, config().FAIR_PRICE_MIN_DEALS);
      if (level) {
        // A quarter of the area's median: the "too good to be true" price that draws calls.
        const priceFils = Math.round((level.median * ad.sizeSqm * 0.25) / 1_000_000) * 1_000_000 || 1_000_000;
        const adFils = Math.round(priceFils / ad.sizeSqm);
        change.priceFils = priceFils;
        signals.push({
          kind: 'price-bait',
          evidence: {
            basis: 'sale-median',
            priceFils,
            adFils,
            marketFils: level.median,
            ratio: Math.round((adFils / level.median) * 1000) / 1000,
            bound: bait.value,
            boundSource: `${bait.source} (${bait.effectiveDate})`,
            sampleSize: level.deals,
          },
        });
      }
    }
    if (kind === 0 || (kind === 2 && signals.length === 0))
      change.title = `${ad.title} ${phones[index % phones.length]}`.slice(0, 120);
    if (kind === 1) change.description = `${ad.description}${descriptionContacts[index % descriptionContacts.length]}`;
    if (kind === 3) change.description = `${ad.description}${bannedPhrases[index % bannedPhrases.length]}`;
    const next = { ...ad, ...change };
    signals.unshift(...textSignals(next));
    if (signals.length === 0) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(ads)
        .set({
          ...change,
          searchText: adSearchText({ ...next, area }),
          status: adStatus.pending,
          publishedAt: null,
          expiresAt: null,
          updatedAt: queuedAt,
        })
        .where(eq(ads.id, ad.id));
      await tx
        .insert(adReviews)
        .values({ adId: ad.id, ownerId: ad.ownerId, state: 'waiting', trigger: 'publish', signals, queuedAt });
    });
    planted++;
  }
  if (operator) {
    const decisions = approved.map(({ ad }, index) => {
      const queuedAt = new Date(anchor - (1 + (index % 6)) * 24 * HOUR_MS - ((index * 5) % 11) * HOUR_MS);
      const decidedAt = new Date(queuedAt.getTime() + (2 + ((index * 3) % 19)) * HOUR_MS);
      return { ad, index, queuedAt, decidedAt };
    });
    // Recorded in the order they were decided, as a live desk writes the audit log (its search pages by entry).
    decisions.sort((a, b) => a.decidedAt.getTime() - b.decidedAt.getTime());
    for (const { ad, index, queuedAt, decidedAt } of decisions) {
      await db.transaction(async (tx) => {
        await tx.insert(adReviews).values({
          adId: ad.id,
          ownerId: ad.ownerId,
          state: 'approved',
          trigger: 'publish',
          signals: [{ kind: 'first-ad', evidence: { accountAgeDays: index % 5 } }],
          queuedAt,
          decidedAt,
          decidedBy: operator.id,
        });
        await recordAudit(tx, {
          actorId: operator.id,
          action: 'ad.approve',
          entityType: 'ad',
          entityId: ad.id,
          before: { status: adStatus.pending, review: 'waiting', signals: ['first-ad'] },
          after: { status: adStatus.approved, review: 'approved' },
          at: decidedAt,
        });
      });
    }
  }
  await db.execute(sql`analyze ${ads}, ${adReviews}`);
  return planted;
}
