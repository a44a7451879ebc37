import { and, eq, isNull } from 'drizzle-orm';
import { memberName } from '@/lib/member-name';
import { db } from '../../db/client';
import { accountTypes, members } from '../../db/schema/accounts';
import { kuwaitDate } from '../../../lib/kuwait-time';
import { ApiError } from '../../lib/errors';
import { enforceLimit } from '../../lib/rate-limit';
import { notify } from '../notifications/notify';
import type { Member } from '../members/members';

/** Only a licensed office manages marketeers; a marketeer or a regular member is refused whatever the id. */
export function assertOfficeManager(member: Member): void {
  if (member.accountType !== accountTypes.office || member.brokerType !== 'licensed') throw new ApiError('FORBIDDEN');
}

const ofThisOffice = (officeId: number, marketeerId: number) =>
  and(
    eq(members.id, marketeerId),
    eq(members.officeId, officeId),
    eq(members.brokerType, 'marketeer'),
    isNull(members.deletedAt),
  );

const officeName = (office: Member) => office.companyName || memberName(office);

/** Accepts a pending request; another office's marketeer (or no such member) is 404, the id's owner not revealed. */
export async function acceptMarketeer(office: Member, marketeerId: number): Promise<void> {
  assertOfficeManager(office);
  const [row] = await db()
    .update(members)
    .set({ officeStatus: 'accepted', updatedAt: new Date() })
    .where(and(ofThisOffice(office.id, marketeerId), eq(members.officeStatus, 'pending')))
    .returning({ id: members.id });
  if (!row) throw new ApiError('NOT_FOUND');
  await notify(
    marketeerId,
    'office-event',
    { event: 'marketeerAccepted', office: officeName(office) },
    { link: `/offices/${office.id}`, dedupeKey: `marketeer-accepted:${office.id}:${marketeerId}` },
  );
}

/**
 * Declines a pending request or removes an accepted marketeer (spec §6: with a confirmation, asked by the page). The
 * marketeer keeps the account and their live ads, which stop counting as the office's at once (the office's ads are
 * read through its accepted marketeers). A removed marketeer can ask to join an office again.
 */
export async function removeMarketeer(
  office: Member,
  marketeerId: number,
): Promise<{ removed: 'declined' | 'removed' }> {
  assertOfficeManager(office);
  const [before] = await db()
    .select({ status: members.officeStatus })
    .from(members)
    .where(ofThisOffice(office.id, marketeerId));
  if (!before) throw new ApiError('NOT_FOUND');
  const [row] = await db()
    .update(members)
    .set({ officeId: null, officeStatus: null, updatedAt: new Date() })
    .where(ofThisOffice(office.id, marketeerId))
    .returning({ id: members.id, updatedAt: members.updatedAt });
  if (!row) throw new ApiError('NOT_FOUND');
  const event = before.status === 'accepted' ? 'marketeerRemoved' : 'marketeerDeclined';
  await notify(
    marketeerId,
    'office-event',
    { event, office: officeName(office) },
    { link: '/profile/account-settings', dedupeKey: `${event}:${office.id}:${marketeerId}:${row.updatedAt.getTime()}` },
  );
  return { removed: event === 'marketeerRemoved' ? 'removed' : 'declined' };
}

/**
 * Spends one of the member's requests to join an office of the day (OFFICE_JOIN_REQUESTS_PER_MEMBER_DAY), before the
 * member's office changes: each request notifies an office.
 */
export async function spendJoinRequest(memberId: number): Promise<void> {
  await enforceLimit('officeJoinRequests', `member:${memberId}`);
}

/**
 * Tells an office that a marketeer asked to join it (sign-up or account upgrade), once a Kuwait day per marketeer: a
 * marketeer who leaves and asks again the same day is the same pending request, already in the office's list.
 */
export async function notifyJoinRequest(
  officeId: number,
  marketeer: Pick<Member, 'id' | 'firstName' | 'lastName'>,
  now = new Date(),
): Promise<void> {
  await notify(
    officeId,
    'marketeer-event',
    { event: 'joinRequest', name: memberName(marketeer) },
    {
      link: '/profile/broker-profile#marketeers',
      dedupeKey: `join-request:${officeId}:${marketeer.id}:${kuwaitDate(now)}`,
    },
  );
}
