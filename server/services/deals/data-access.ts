import { DEALS_PUBLIC_DAYS } from '../../../lib/constants';
import type { Member } from '../members/members';

/** Subscribers see every deal and its full detail; everyone else sees the recent window (spec §6). */
export function hasFullDealAccess(member: Member | undefined): boolean {
  return Boolean(member?.isSubscriber);
}

/** The oldest Kuwait calendar day a visitor or non-subscriber may see, YYYY-MM-DD. */
export function publicDealsFrom(now: Date): string {
  const kuwaitToday = new Date(now.getTime() + 3 * 3_600_000);
  return new Date(kuwaitToday.getTime() - DEALS_PUBLIC_DAYS * 86_400_000).toISOString().slice(0, 10);
}
