import { and, count, eq, inArray } from 'drizzle-orm';
import { dealStatus, type DealCategory, type DealPropertyKind } from '../../../lib/constants';
import { kuwaitDate } from '../../../lib/kuwait-time';
import type { Db } from '../../db/client';
import { areaPriceLevels, deals } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import type { DemoOwner } from '../ads/owners';

/**
 * Work for the market-data desk (issue 30 §4): deals demo members registered, waiting for review at
 * /profile/deal-reviews (demo staff 97650134). Priced from the area's recorded median so the desk's comparison reads
 * true: one close to it, one far above (a typing slip or a bait figure), one a family sale well below. Run once.
 */
const waiting: {
  area: string;
  category: DealCategory;
  kind: DealPropertyKind;
  basis: 'land' | 'built';
  sizeSqm: number;
  againstMedian: number;
  daysAgo: number;
  block: string;
  notes: string | null;
}[] = [
  {
    area: 'mishref',
    category: 'private-housing',
    kind: 'house',
    basis: 'built',
    sizeSqm: 750,
    againstMedian: 1.04,
    daysAgo: 6,
    block: '3',
    notes: 'بيت زاوية على شارعين، البيع عن طريق مكتب عقاري والعقد مسجل في إدارة التسجيل العقاري.',
  },
  {
    area: 'salmiya',
    category: 'investment',
    kind: 'building',
    basis: 'built',
    sizeSqm: 1000,
    againstMedian: 2.6,
    daysAgo: 3,
    block: '10',
    notes: null,
  },
  {
    area: 'sabah-al-salem',
    category: 'private-housing',
    kind: 'house',
    basis: 'built',
    sizeSqm: 400,
    againstMedian: 0.62,
    daysAgo: 11,
    block: '6',
    notes: 'بيع بين الإخوة بعد حصر الإرث، بأقل من سعر السوق.',
  },
];

export async function seedDemoMemberDeals(db: Db, owners: DemoOwner[], now = new Date()): Promise<number> {
  const [seeded] = await db.select({ value: count() }).from(deals).where(eq(deals.source, 'member'));
  if ((seeded?.value ?? 0) > 0) return 0;
  const sellers = owners.filter((owner) => owner.role === 'user' && !owner.lateJoiner);
  const areaRows = await db
    .select({ id: areas.id, slug: areas.slug, governorateId: areas.governorateId })
    .from(areas)
    .where(
      inArray(
        areas.slug,
        waiting.map((deal) => deal.area),
      ),
    );
  let written = 0;
  for (const [n, deal] of waiting.entries()) {
    const area = areaRows.find((row) => row.slug === deal.area);
    const seller = sellers[n % sellers.length];
    if (!area || !seller) continue;
    const [level] = await db
      .select({ median: areaPriceLevels.medianPricePerSqmFils })
      .from(areaPriceLevels)
      .where(
        and(
          eq(areaPriceLevels.areaId, area.id),
          eq(areaPriceLevels.dealCategory, deal.category),
          eq(areaPriceLevels.basis, deal.basis),
        ),
      );
    if (!level) continue;
    // The ministry records whole dinars; members type round figures.
    const totalValueFils = Math.round((level.median * deal.againstMedian * deal.sizeSqm) / 5_000_000) * 5_000_000;
    await db.insert(deals).values({
      recordedOn: kuwaitDate(new Date(now.getTime() - deal.daysAgo * 86_400_000)),
      areaId: area.id,
      governorateId: area.governorateId,
      block: deal.block,
      category: deal.category,
      propertyKind: deal.kind,
      sizeSqm: deal.sizeSqm,
      totalValueFils,
      pricePerSqmFils: Math.round(totalValueFils / deal.sizeSqm),
      notes: deal.notes,
      source: 'member',
      status: dealStatus.pending,
      submittedBy: seller.id,
      createdAt: new Date(now.getTime() - (deal.daysAgo - 1) * 86_400_000),
    });
    written += 1;
  }
  return written;
}
