import { cookies } from 'next/headers';
import { dealScreenQuerySchema, type DealScreenQuery } from '@/lib/schemas/deals';
import type { DealsScreenData } from '@/components/deals/deals-screen';
import { validParams, type SearchParams } from '@/lib/search-params';
import { pageSession } from '@/server/services/auth/page-session';
import { hasFullDealAccess, publicDealsFrom } from '@/server/services/deals/data-access';
import { cachedDealTrend, cachedPublicDeals } from '@/server/services/deals/cached-deals';
import { listDeals } from '@/server/services/deals/list-deals';
import { cheapestDataPlan } from '@/server/services/payments/catalogue';
import { listAreas } from '@/server/services/reference-data';

/** Each filter is checked on its own: a hand-edited bad value is dropped, the rest of the search still applies. */
export const parseDealQuery = (params: SearchParams): DealScreenQuery =>
  validParams(dealScreenQuerySchema.shape, params);

const dayBefore = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Everything the deals screens render. The archive lists what came before the public window; who may see which rows is
 * decided by the same service the API uses, from the page's own session check, or as for any visitor on a page the
 * proxy serves from the cache to visitors without a session.
 */
export async function loadDealsScreen(
  params: SearchParams,
  mode: 'recent' | 'archive',
  viewer: 'session' | 'visitor',
): Promise<DealsScreenData> {
  const query = parseDealQuery(params);
  const session = viewer === 'session' ? await pageSession(await cookies()) : undefined;
  const member = session?.state === 'signed-in' ? session.member : undefined;
  const fullAccess = await hasFullDealAccess(member);
  const publicFrom = publicDealsFrom(new Date());
  const { compareAreaId, ...filters } = query;
  const listQuery = mode === 'archive' && !filters.to ? { ...filters, to: dayBefore(publicFrom) } : filters;
  const curve = { category: query.category, basis: query.basis, from: query.from, to: query.to };
  const [page, trend, compareTrend, areas, plan] = await Promise.all([
    fullAccess ? listDeals(listQuery, { fullAccess }) : cachedPublicDeals(listQuery),
    cachedDealTrend({ areaId: query.areaId, governorateId: query.governorateId, ...curve }),
    compareAreaId === undefined ? undefined : cachedDealTrend({ areaId: compareAreaId, ...curve }),
    listAreas({ isFilter: true }),
    fullAccess ? undefined : cheapestDataPlan(),
  ]);
  return {
    mode,
    query,
    page,
    trend,
    compareTrend,
    fullAccess,
    plan,
    signedIn: Boolean(member) || session?.state === 'restorable',
    areas: areas.data.map((area) => ({
      id: area.id,
      nameAr: area.nameAr,
      nameEn: area.nameEn,
      governorate: area.governorate,
    })),
  };
}
