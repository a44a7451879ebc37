import { and, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { SavedSearchFrequency } from '@/lib/saved-searches/constants';
import {
  SAVED_SEARCHES_PAGE_SIZE,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchPage,
} from '@/lib/schemas/saved-searches';
import { config } from '../../config';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { savedSearches } from '../../db/schema/saved-searches';
import { ApiError } from '../../lib/errors';
import { defaultName, filterColumns, filtersOf, listLink } from './filters';

type Row = typeof savedSearches.$inferSelect;

/** Every query is scoped to the member: another member's search is never found (404 for the API). */
const own = (memberId: number, id?: number) =>
  and(eq(savedSearches.memberId, memberId), id === undefined ? undefined : eq(savedSearches.id, id));

function toItem(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: filtersOf(row),
    link: row.link,
    frequency: row.frequency,
    paused: row.paused,
    lastAlertedAt: row.lastAlertedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(memberId: number, page = 1): Promise<SavedSearchPage> {
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(savedSearches)
      .where(own(memberId))
      .orderBy(desc(savedSearches.id))
      .limit(SAVED_SEARCHES_PAGE_SIZE)
      .offset((page - 1) * SAVED_SEARCHES_PAGE_SIZE),
    db().select({ n: count() }).from(savedSearches).where(own(memberId)),
  ]);
  return { data: rows.map(toItem), totalItems: total?.n ?? 0, currentPage: page, pageSize: SAVED_SEARCHES_PAGE_SIZE };
}

/**
 * Saves a search; matching starts with the ads published from now on. The same filters saved again answer the
 * member's existing search unchanged (`created: false`), so a double click or a second device makes one search.
 * At most SAVED_SEARCHES_PER_MEMBER searches (422 LIMIT_REACHED).
 */
export async function createSavedSearch(
  memberId: number,
  input: { filters: SavedSearchFilters; name?: string; frequency: SavedSearchFrequency },
  locale: Locale,
): Promise<{ search: SavedSearch; created: boolean }> {
  const columns = await filterColumns(input.filters);
  const filters = filtersOf(columns);
  const name = input.name ?? (await defaultName(filters, locale));
  return db().transaction(async (tx) => {
    // The member's row is locked so that parallel saves count one after another.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(and(own(memberId), eq(savedSearches.filtersKey, columns.filtersKey)));
    if (existing) return { search: toItem(existing), created: false };
    const [saved] = await tx.select({ n: count() }).from(savedSearches).where(own(memberId));
    if ((saved?.n ?? 0) >= config().SAVED_SEARCHES_PER_MEMBER) throw new ApiError('LIMIT_REACHED');
    const [row] = await tx
      .insert(savedSearches)
      .values({ ...columns, link: listLink(filters), memberId, name, frequency: input.frequency })
      .returning();
    return { search: toItem(row!), created: true };
  });
}

/**
 * Renames, changes the frequency, pauses or resumes. A resumed search, or one with a new frequency, matches from now
 * on: the ads of a pause are not told all at once, nor told twice by the next schedule. Undefined: not the member's.
 */
export async function updateSavedSearch(
  memberId: number,
  id: number,
  input: { name?: string; frequency?: SavedSearchFrequency; paused?: boolean },
  now = new Date(),
): Promise<SavedSearch | undefined> {
  const [current] = await db().select().from(savedSearches).where(own(memberId, id));
  if (!current) return undefined;
  const restart =
    (input.paused === false && current.paused) ||
    (input.frequency !== undefined && input.frequency !== current.frequency);
  const changes = Object.fromEntries(
    Object.entries({ ...input, ...(restart ? { watermark: now } : {}) }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return toItem(current);
  const [row] = await db().update(savedSearches).set(changes).where(own(memberId, id)).returning();
  return row && toItem(row);
}

export async function deleteSavedSearch(memberId: number, id: number): Promise<boolean> {
  const rows = await db().delete(savedSearches).where(own(memberId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}
