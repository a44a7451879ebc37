import { inArray } from 'drizzle-orm';
import { database } from '../server/db/client';
import { members } from '../server/db/schema/accounts';
import { grantCredits } from '../server/services/payments/ledger';

/**
 * Before `bench/publish.mjs` measures publishing, on the bench's database while no server holds it: grants each
 * publisher (BENCH_PUBLISH_PHONES) BENCH_PUBLISH_CREDITS regular-ad credits for a day, since every publication pays
 * for its listing period as a member's does.
 */
const phones = (process.env.BENCH_PUBLISH_PHONES ?? '').split(',').filter(Boolean);
const credits = Number(process.env.BENCH_PUBLISH_CREDITS ?? 0);

const db = database();
try {
  const publishers = await db.db
    .select({ id: members.id, phone: members.phone })
    .from(members)
    .where(inArray(members.phone, phones));
  if (publishers.length !== phones.length) throw new Error(`no demo member for some of ${phones.join(', ')}`);
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (const { id: memberId } of publishers)
    await grantCredits({ memberId, kind: 'regular-ad', quantity: credits, expiresAt, note: 'bench:scale publish' });
} finally {
  await db.close();
}
