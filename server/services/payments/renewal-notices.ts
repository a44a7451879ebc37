import { and, eq, isNull } from 'drizzle-orm';
import { config } from '../../config';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { dataSubscriptions, packages } from '../../db/schema/payments';
import { now as clockNow } from '../../lib/clock';
import { logger } from '../../logger';
import { notify } from '../notifications/notify';
import { packagePriceOn } from './catalogue';
import { dataAccessUntil } from './ledger';

/**
 * "Renewal coming up": every data subscription not cancelled whose paid access ends within
 * SUBSCRIPTION_RENEWAL_NOTICE_DAYS is told once per period: that it renews itself with the saved card (and for how
 * much), or that the member should renew it. Runs daily; the notice's key makes a second run a no-op.
 */
export async function sendRenewalNotices(at = clockNow()): Promise<number> {
  const windowMs = config().SUBSCRIPTION_RENEWAL_NOTICE_DAYS * 86_400_000;
  const subscriptions = await db()
    .select({ sub: dataSubscriptions, pkg: packages })
    .from(dataSubscriptions)
    .innerJoin(packages, eq(packages.id, dataSubscriptions.packageId))
    .innerJoin(members, eq(members.id, dataSubscriptions.memberId))
    .where(and(isNull(dataSubscriptions.cancelledAt), isNull(members.deletedAt)))
    .orderBy(dataSubscriptions.id);
  let sent = 0;
  for (const { sub, pkg } of subscriptions) {
    const until = await dataAccessUntil(sub.memberId, at);
    if (!until || until <= at || until.getTime() - at.getTime() > windowMs) continue;
    const renewsItself = sub.autoRenew && sub.cardId !== null;
    const priceFils = await packagePriceOn(pkg.id, until);
    if (priceFils === undefined) continue;
    const created = await notify(
      sub.memberId,
      'renewal-due',
      {
        item: { ar: pkg.nameAr, en: pkg.nameEn },
        dueOn: { date: until.toISOString() },
        renews: renewsItself ? 'yes' : 'no',
        price: { paidFils: priceFils },
      },
      { link: '/subscribe', dedupeKey: `renewal-due:${sub.id}:${until.getTime()}` },
    );
    if (created) sent += 1;
  }
  if (sent > 0) logger.info({ sent }, 'renewal notices sent');
  return sent;
}
