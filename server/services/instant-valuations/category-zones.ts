import type { DealCategory } from '../../../lib/constants';
import type { ZoneKind } from '../../db/schema/reference';

/** The kind of zone where each of the ministry's deal categories is built: what an area of that zone trades. */
export const dealCategoryZone: Record<DealCategory, ZoneKind> = {
  'private-housing': 'residential',
  investment: 'investment',
  commercial: 'commercial',
  industrial: 'industrial',
  crafts: 'industrial',
  showrooms: 'industrial',
  warehouses: 'industrial',
  'coastal-strip': 'coastal',
};
