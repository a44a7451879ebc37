import { and, asc, eq } from 'drizzle-orm';
import type { DealCategory, valuationPurposes } from '@/lib/constants';
import type { AppraisalApplicationType } from '@/lib/appraisals/constants';
import type { AppraisalFormValues } from '@/lib/schemas/appraisals';
import { db } from '../../db/client';
import { propertyCategories, propertyTypes } from '../../db/schema/reference';
import { findInstantValuation } from '../instant-valuations/instant-valuation';
import { findRentEstimate } from '../rent-estimates/rent-estimate';

/** An estimate's id is a UUID; anything else is not looked up. */
export const estimateIdPattern = /^[0-9a-f-]{36}$/;

/** Why the estimate was made, as the appraisal's application type: an estimate for finance is a bank's (mortgage) appraisal. */
const applicationTypeOf: Record<(typeof valuationPurposes)[number], AppraisalApplicationType> = {
  sale: 'sale',
  purchase: 'purchase',
  finance: 'mortgage',
  inheritance: 'inheritance',
  other: 'other',
};

/**
 * The property type an instant estimate describes: the first type (in the list's order) of a category trading the
 * estimate's deal category, priced as land for a land estimate and as built for a building. None where no category
 * trades it (crafts, showrooms, warehouses are industrial zones' deal categories the ads do not have).
 */
async function propertyTypeOf(category: DealCategory, model: 'land' | 'building'): Promise<number | undefined> {
  const [row] = await db()
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .innerJoin(propertyCategories, eq(propertyCategories.id, propertyTypes.categoryId))
    .where(
      and(
        eq(propertyCategories.dealCategory, category),
        eq(propertyTypes.dealBasis, model === 'land' ? 'land' : 'built'),
      ),
    )
    .orderBy(asc(propertyTypes.sort), asc(propertyTypes.id))
    .limit(1);
  return row?.id;
}

/**
 * What an estimate (instant value or rent) the member came from says about the property, as the appraisal form's
 * starting values: the area and size, the property type, and from an instant estimate its purpose.
 */
export async function appraisalDefaultsFromEstimate(id: string | undefined): Promise<Partial<AppraisalFormValues>> {
  if (!id || !estimateIdPattern.test(id)) return {};
  const ive = await findInstantValuation(id, undefined).catch(() => undefined);
  if (ive) {
    const { input } = ive;
    const typeId = await propertyTypeOf(input.category, input.model);
    return {
      areaId: String(input.areaId),
      size: String(Math.round(input.sizeSqm)),
      applicationType: applicationTypeOf[input.purpose],
      ...(typeId === undefined ? {} : { propertyTypeId: String(typeId) }),
    };
  }
  const rent = await findRentEstimate(id).catch(() => undefined);
  if (rent)
    return {
      areaId: String(rent.input.areaId),
      propertyTypeId: String(rent.input.propertyTypeId),
      size: String(Math.round(rent.input.sizeSqm)),
    };
  return {};
}
