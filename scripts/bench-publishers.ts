import { and, eq, inArray, isNull } from 'drizzle-orm';
import { database, db } from '../server/db/client';
import { members } from '../server/db/schema/accounts';
import { adOfferPeriods } from '../server/db/schema/ad-trust';
import { balanceEntries } from '../server/db/schema/payments';
import { grantCredits } from '../server/services/payments/ledger';

/**
 * Before `bench/publish.mjs` measures publishing, on the bench's database while no server holds it: grants each
 * publisher (BENCH_PUBLISH_PHONES) BENCH_PUBLISH_CREDITS regular-ad credits for a day, since every publication pays
 * for its listing period as a member's does. What earlier runs left is removed first: their grants with the rows
 * that spent them, and the periods on offer of their deleted ads. Publishing reads the member's ledger and the unit's
 * earlier periods, so each run would otherwise publish slower than the one before.
 */
const phones = (process.env.BENCH_PUBLISH_PHONES ?? '').split(',').filter(Boolean);
const credits = Number(process.env.BENCH_PUBLISH_CREDITS ?? 0);
const note = 'bench publish';

const opened = database();
try {
  const publishers = await db().select({ id: members.id }).from(members).where(inArray(members.phone, phones));
  if (publishers.length !== phones.length) throw new Error(`no demo member for some of ${phones.join(', ')}`);
  const ids = publishers.map((publisher) => publisher.id);
  const grants = db()
    .select({ id: balanceEntries.id })
    .from(balanceEntries)
    .where(and(inArray(balanceEntries.memberId, ids), eq(balanceEntries.note, note)));
  await db().delete(balanceEntries).where(inArray(balanceEntries.lotId, grants));
  await db()
    .delete(balanceEntries)
    .where(and(inArray(balanceEntries.memberId, ids), eq(balanceEntries.note, note)));
  await db()
    .delete(adOfferPeriods)
    .where(and(inArray(adOfferPeriods.ownerId, ids), isNull(adOfferPeriods.adId)));
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (const memberId of ids) await grantCredits({ memberId, kind: 'regular-ad', quantity: credits, expiresAt, note });
} finally {
  await opened.close();
}
