import { db } from '../../db/client';
import { bannedTerms, moderationSettings, rejectionReasons } from '../../db/schema/moderation';
import { memoize } from '../../lib/memo';
import { normalizeForSearch } from '@/lib/search/normalize-arabic';

/** Operators edit these rarely; a minute's delay before a change applies keeps them off the publish request's path. */
const TTL_MS = 60_000;

/** The keys the checks read (server/seed/data/moderation.ts seeds each with its source). */
export const moderationSettingKeys = [
  'price.sale-bait-ratio',
  'price.sale-absurd-ratio',
  'price.rent-bait-ratio',
  'price.rent-absurd-ratio',
  'duplicate.tolerance-percent',
  'history.new-account-days',
  'history.first-ad-holds',
  'history.rejections-window-days',
  'history.rejections-threshold',
  'desk.usual-window-days',
  'desk.usual-min-decisions',
  'desk.usual-fallback-hours',
] as const;
export type ModerationSettingKey = (typeof moderationSettingKeys)[number];
export type ModerationSettings = Record<ModerationSettingKey, { value: number; source: string }>;

const loadSettings = memoize(TTL_MS, async (): Promise<ModerationSettings> => {
  const rows = await db().select().from(moderationSettings);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return Object.fromEntries(
    moderationSettingKeys.map((key) => {
      const row = byKey.get(key);
      // A missing row (a database seeded before a key was added, before seedNewReferenceRows ran) turns its check off.
      return [key, { value: row?.value ?? Number.NaN, source: row ? `${row.source} (${row.effectiveDate})` : '' }];
    }),
  ) as ModerationSettings;
});

export const moderationSettingsNow = () => loadSettings();

/** A banned term in its search-normalised form, as the text it is matched against. */
export type BannedTerm = { term: string; normalized: string };

const loadBannedTerms = memoize(TTL_MS, async (): Promise<BannedTerm[]> => {
  const rows = await db().select({ term: bannedTerms.term }).from(bannedTerms);
  return rows.map(({ term }) => ({ term, normalized: normalizeForSearch(term) })).filter((t) => t.normalized);
});

export const bannedTermsNow = () => loadBannedTerms();

export const rejectionReasonsNow = memoize(TTL_MS, () =>
  db()
    .select({ code: rejectionReasons.code, labelAr: rejectionReasons.labelAr, labelEn: rejectionReasons.labelEn })
    .from(rejectionReasons)
    .orderBy(rejectionReasons.sort, rejectionReasons.code),
);

/** Tests that change a setting, a term or a reason. */
export function forgetModerationSettings() {
  loadSettings.clear();
  loadBannedTerms.clear();
  rejectionReasonsNow.clear();
}
