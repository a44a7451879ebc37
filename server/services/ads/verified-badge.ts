import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import { config } from '../../config';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ads } from '../../db/schema/ads';

/** The badge's columns of `ads` or of an alias of it. */
export type BadgeColumns = { verifiedAt: AnyPgColumn; availabilityConfirmedAt: AnyPgColumn };

const DAY_MS = 24 * 3600 * 1000;

/** The badge lapses unless the owner confirms availability again within this many days of the grant or last answer. */
export const verifiedBadgeCutoff = (now: Date) => new Date(now.getTime() - config().VERIFIED_BADGE_LAPSE_DAYS * DAY_MS);

/** The ad's badge is live: granted, and granted or confirmed available since the cutoff. */
export function hasLiveBadge(now: Date, table: BadgeColumns = ads): SQL {
  return and(
    isNotNull(table.verifiedAt),
    sql`greatest(${table.verifiedAt}, ${table.availabilityConfirmedAt}) > ${verifiedBadgeCutoff(now)}`,
  )!;
}

/** The grant date while the badge is live, else null: what cards and the ad page show. */
export const verifiedAtColumn = (now: Date, table: BadgeColumns = ads) =>
  sql`case when ${hasLiveBadge(now, table)} then ${table.verifiedAt} end`.mapWith(
    // Drivers answer a timestamp as text or a Date; a null never reaches the mapper.
    (value: string | Date): Date | null => new Date(value),
  );
