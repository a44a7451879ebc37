import { and, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import { config } from '../../config';
import { ads } from '../../db/schema/ads';
import { selectCards } from './ad-cards';

type SlotCard = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export interface SlotSettings {
  slots: number;
  rotationMinutes: number;
}

export const slotSettings = (): SlotSettings => ({
  slots: config().SPECIAL_AD_SLOTS,
  rotationMinutes: config().SPECIAL_AD_ROTATION_MINUTES,
});

/**
 * Where this page's slots start among the special ads that can fill them (newest id first): every page and every
 * rotation window moves on by one set of slots, so consecutive pages show different special ads and, window after
 * window, every one of them reaches page 1.
 */
export function rotationStart(now: Date, page: number, pool: number, { slots, rotationMinutes }: SlotSettings): number {
  const window = Math.floor(now.getTime() / (rotationMinutes * 60_000));
  return ((window + page - 1) * slots) % pool;
}

interface SlotRequest {
  /** The list's filters (live ads only). */
  where: SQL;
  /** The special ads matching `where`, counted (cached) by the caller. */
  specialCount: number;
  page: number;
  /** The page's own cards: a special ad among them takes no slot, so no ad is shown twice on a page. */
  shown: { id: number; adType: string }[];
  now: Date;
  settings: SlotSettings;
}

/** The special ads shown above one page of a public list (spec §4: special ads on top of the list). */
export async function specialSlots({
  where,
  specialCount,
  page,
  shown,
  now,
  settings,
}: SlotRequest): Promise<SlotCard[]> {
  const pool = specialCount - shown.filter((card) => card.adType === 'special').length;
  const wanted = Math.min(settings.slots, pool);
  if (wanted <= 0) return [];
  const read = (offset: number, limit: number, without: number[]) =>
    selectCards(now)
      .where(and(where, eq(ads.adType, 'special'), without.length ? notInArray(ads.id, without) : undefined))
      .orderBy(desc(ads.id))
      .limit(limit)
      .offset(offset);
  const shownIds = shown.map((card) => card.id);
  const first = await read(rotationStart(now, page, pool, settings), wanted, shownIds);
  // The slots wrap around to the newest special ads (also when a cached count is a few seconds old).
  const wrapped =
    first.length < wanted ? await read(0, wanted - first.length, [...shownIds, ...first.map((card) => card.id)]) : [];
  return [...first, ...wrapped];
}
