import { DEALS_PUBLIC_DAYS } from '../../../lib/constants';
import { kuwaitDate } from '../../../lib/kuwait-time';
import { now as clockNow } from '../../lib/clock';
import { dataAccessUntil } from '../payments/ledger';

/**
 * Subscribers see every deal and its full detail; everyone else sees the recent window (spec §6). A subscriber is a
 * member with paid data access running now (the ledger's data-access lots): one query, only where the lock is read.
 */
export async function hasFullDealAccess(member: { id: number } | undefined, at = clockNow()): Promise<boolean> {
  if (!member) return false;
  return (await dataAccessUntil(member.id, at)) !== null;
}

/** The oldest Kuwait calendar day a visitor or non-subscriber may see, YYYY-MM-DD. */
export function publicDealsFrom(now: Date): string {
  return kuwaitDate(new Date(now.getTime() - DEALS_PUBLIC_DAYS * 86_400_000));
}
