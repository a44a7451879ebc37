import { DEALS_PUBLIC_DAYS } from '../../../lib/constants';
import { kuwaitDate } from '../../../lib/kuwait-time';
import type { Member } from '../members/members';

/** Subscribers see every deal and its full detail; everyone else sees the recent window (spec §6). */
export function hasFullDealAccess(member: Member | undefined): boolean {
  return Boolean(member?.isSubscriber);
}

/** The oldest Kuwait calendar day a visitor or non-subscriber may see, YYYY-MM-DD. */
export function publicDealsFrom(now: Date): string {
  return kuwaitDate(new Date(now.getTime() - DEALS_PUBLIC_DAYS * 86_400_000));
}
