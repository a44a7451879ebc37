import { and, asc, count, eq, gt, inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { adStatus, dealTypes } from '../../../lib/constants';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import { adVerifications } from '../../db/schema/ad-verifications';
import { adMedia, ads } from '../../db/schema/ads';
import { putIfMissing } from '../put-if-missing';
import type { DemoOwner } from './owners';

/*
 * Issue 29 §§4–5 in the demo: a few units offered by two offices (one card each in the lists, the other offers on the
 * ad page), a few verified ads (the badge on the cards and the "verified first" order) and one request waiting for
 * the demo operator (97650131) at /profile/ad-verifications. Deterministic and run once: a database that has any
 * verification request is left as it is.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const SHARED_UNITS = 4;
const VERIFIED = 6;

/** An 8-digit PACI unit number for the n-th demo unit (no real one: they start with 9, which PACI units do not). */
const unitNumber = (n: number) => String(90_000_000 + ((n * 7_919_111) % 9_999_999)).padStart(8, '0');

/** The photo of an address plate as a verification carries it: a blue plate with the unit number. */
async function platePhoto(unit: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420">
<rect width="640" height="420" fill="#d9d2c5"/><rect x="120" y="110" width="400" height="200" rx="16" fill="#1f4f8f"/>
<rect x="136" y="126" width="368" height="168" rx="10" fill="none" stroke="#fff" stroke-width="4"/>
${[...unit].map((_, i) => `<rect x="${170 + i * 38}" y="180" width="26" height="60" rx="4" fill="#fff"/>`).join('')}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

async function deedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Title deed (demo)', {
    x: 72,
    y: 760,
    size: 18,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

async function privateUpload(db: Db, ownerId: number, key: string, mimeType: string, bytes: Buffer) {
  await putIfMissing(key, mimeType, async () => bytes);
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId,
      purpose: 'verification-document',
      storageKey: key,
      mimeType,
      byteSize: bytes.length,
      isPrivate: true,
    })
    .onConflictDoNothing()
    .returning({ id: uploads.id });
  if (row) return row.id;
  const [existing] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.storageKey, key));
  return existing!.id;
}

/** Live ads of a member offering a unit for rent or sale (wanted ads offer none), the oldest first. */
function liveAdsOf(db: Db, ownerId: number, now: Date, limit: number) {
  return db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.ownerId, ownerId),
        eq(ads.status, adStatus.approved),
        gt(ads.expiresAt, now),
        inArray(ads.dealTypeId, [dealTypes.rent, dealTypes.sale]),
      ),
    )
    .orderBy(asc(ads.id))
    .limit(limit);
}

export async function seedDemoTrust(db: Db, owners: DemoOwner[], now = new Date()): Promise<number> {
  const [seeded] = await db.select({ value: count() }).from(adVerifications);
  if ((seeded?.value ?? 0) > 0) return 0;
  const brokers = owners.filter((owner) => owner.role === 'broker' && !owner.lateJoiner);
  const users = owners.filter((owner) => owner.role === 'user' && !owner.lateJoiner);
  const operator = owners.find((owner) => owner.key === 'operator');
  const [first, second] = brokers;
  if (!first || !second || !operator || users.length === 0) return 0;
  let written = 0;

  // Units offered by two offices: the second office's copy, a few percent dearer or cheaper, with its own photos.
  const sources = await liveAdsOf(db, first.id, now, SHARED_UNITS);
  for (const [n, source] of sources.entries()) {
    const unit = unitNumber(n + 1);
    await db.update(ads).set({ unitNumber: unit }).where(eq(ads.id, source.id));
    const copy: Partial<typeof source> = { ...source };
    delete copy.id;
    delete copy.viewsCount;
    delete copy.phoneRevealsCount;
    const [offer] = await db
      .insert(ads)
      .values({
        ...(copy as typeof ads.$inferInsert),
        ownerId: second.id,
        unitNumber: unit,
        priceFils:
          source.priceFils === null ? null : Math.round((source.priceFils * (n % 2 ? 0.96 : 1.05)) / 1000) * 1000,
        // Posted a few hours before the first office's: the same listing period, shifted.
        publishedAt: source.publishedAt && new Date(source.publishedAt.getTime() - 3 * HOUR),
        expiresAt: source.expiresAt && new Date(source.expiresAt.getTime() - 3 * HOUR),
        isFeatured: false,
        adType: 'regular',
      })
      .returning({ id: ads.id });
    // The other office's photos of the same flat: its own cover (another ad's of the same kind), then the rooms.
    const media = await db.select().from(adMedia).where(eq(adMedia.adId, source.id)).orderBy(asc(adMedia.sort));
    const [cover] = await db
      .select()
      .from(adMedia)
      .innerJoin(ads, eq(ads.id, adMedia.adId))
      .where(
        and(
          eq(ads.propertyTypeId, source.propertyTypeId),
          eq(adMedia.sort, 0),
          ne(adMedia.storageKey, media[0]?.storageKey ?? ''),
          ne(ads.id, source.id),
        ),
      )
      .orderBy(asc(ads.id))
      .offset(7 * (n + 1))
      .limit(1);
    const photos = [...(cover ? [cover.ad_media] : []), ...media.slice(1)];
    if (offer && photos.length)
      await db.insert(adMedia).values(
        photos.map((item, sort) => ({
          adId: offer.id,
          kind: item.kind,
          storageKey: item.storageKey,
          width: item.width,
          height: item.height,
          sort,
        })),
      );
    written += 1;
  }

  // Verified ads: granted over the last days by the operator, some confirmed available since.
  const candidates = [
    ...sources.slice(0, 1),
    ...(await liveAdsOf(db, brokers[2]?.id ?? first.id, now, 2)),
    ...(await liveAdsOf(db, users[0]!.id, now, 2)),
    ...(await liveAdsOf(db, (users[1] ?? users[0])!.id, now, 3)),
  ];
  const chosen = [...new Map(candidates.map((ad) => [ad.id, ad])).values()].slice(0, VERIFIED + 1);
  const deed = await deedPdf();
  for (const [n, ad] of chosen.entries()) {
    const unit = ad.unitNumber ?? unitNumber(100 + n);
    const plateBytes = await platePhoto(unit);
    const plate = await privateUpload(
      db,
      ad.ownerId,
      `verification-document/demo-plate-${unit}.webp`,
      'image/webp',
      plateBytes,
    );
    const ownerAd = users.some((user) => user.id === ad.ownerId);
    const document = ownerAd
      ? await privateUpload(db, ad.ownerId, `verification-document/demo-deed-${unit}.pdf`, 'application/pdf', deed)
      : null;
    const pending = n === chosen.length - 1;
    const requestedAt = new Date(now.getTime() - (pending ? 3 * 3600_000 : (n + 2) * DAY));
    const decidedAt = pending ? null : new Date(requestedAt.getTime() + 5 * 3600_000);
    await db.insert(adVerifications).values({
      adId: ad.id,
      requesterId: ad.ownerId,
      unitNumber: unit,
      platePhotoId: plate,
      rightDocumentId: document,
      status: pending ? 'pending' : 'granted',
      reviewerId: pending ? null : operator.id,
      requestedAt,
      decidedAt,
    });
    if (!pending)
      await db
        .update(ads)
        .set({
          unitNumber: unit,
          verifiedAt: decidedAt,
          availabilityConfirmedAt: n % 2 ? new Date(now.getTime() - DAY) : null,
        })
        .where(eq(ads.id, ad.id));
    written += 1;
  }
  return written;
}

/** The demo's verified ads and shared units, for tests. */
export async function demoTrustCounts(db: Db) {
  const [verified] = await db
    .select({ value: count() })
    .from(adVerifications)
    .where(inArray(adVerifications.status, ['granted']));
  const [pending] = await db
    .select({ value: count() })
    .from(adVerifications)
    .where(eq(adVerifications.status, 'pending'));
  return { verified: verified?.value ?? 0, pending: pending?.value ?? 0 };
}
