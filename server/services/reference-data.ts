import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ZoneKind } from '../db/schema/reference';
import {
  areas,
  banks,
  contentBlocks,
  disclaimers,
  governorates,
  headerSections,
  propertyCategories,
  propertyTypes,
  registrationReasons,
  sectors,
} from '../db/schema/reference';
import { db } from '../db/client';
import { memoize } from '../lib/memo';

/** Reference data changes only with the seed or the back office; five minutes of staleness is fine. */
const REFERENCE_TTL_MS = 5 * 60_000;

export interface Page<T> {
  data: T[];
  totalItems: number;
  currentPage: number;
  pageSize: number;
}

const areaColumns = {
  id: areas.id,
  slug: areas.slug,
  nameAr: areas.nameAr,
  nameEn: areas.nameEn,
  kind: areas.kind,
  latitude: areas.latitude,
  longitude: areas.longitude,
  governorate: { id: governorates.id, nameAr: governorates.nameAr, nameEn: governorates.nameEn },
};

async function listAreasQuery(filter: {
  isFilter?: boolean;
  type?: ZoneKind;
  governorateId?: number;
  page?: number;
  pageSize?: number;
}) {
  const currentPage = Math.max(1, filter.page ?? 1);
  const pageSize = Math.min(500, Math.max(1, filter.pageSize ?? 500));
  const conditions: SQL[] = [];
  if (filter.isFilter) conditions.push(eq(areas.showInFilter, true));
  if (filter.type) conditions.push(eq(areas.kind, filter.type));
  if (filter.governorateId) conditions.push(eq(areas.governorateId, filter.governorateId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select(areaColumns)
      .from(areas)
      .innerJoin(governorates, eq(governorates.id, areas.governorateId))
      .where(where)
      .orderBy(asc(areas.governorateId), asc(areas.sort), asc(areas.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db().select({ value: count() }).from(areas).where(where),
  ]);
  const page: Page<(typeof rows)[number]> = { data: rows, totalItems: total?.value ?? 0, currentPage, pageSize };
  return page;
}

/** Categories offered for a deal type (0 = every deal type). */
async function listPropertyCategoriesQuery(dealTypeId: number, filter: { isFilter?: boolean; type?: ZoneKind }) {
  const conditions: SQL[] = [];
  if (dealTypeId > 0) conditions.push(sql`${dealTypeId} = any(${propertyCategories.dealTypeIds})`);
  if (filter.isFilter) conditions.push(eq(propertyCategories.showInFilter, true));
  if (filter.type) conditions.push(eq(propertyCategories.kind, filter.type));
  return db()
    .select({
      id: propertyCategories.id,
      slug: propertyCategories.slug,
      nameAr: propertyCategories.nameAr,
      nameEn: propertyCategories.nameEn,
      kind: propertyCategories.kind,
    })
    .from(propertyCategories)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(propertyCategories.sort), asc(propertyCategories.id));
}

/** Property types of a category (0 = all categories). */
async function listPropertyTypesQuery(categoryId: number, filter: { isFilter?: boolean }) {
  const conditions: SQL[] = [];
  if (categoryId > 0) conditions.push(eq(propertyTypes.categoryId, categoryId));
  if (filter.isFilter) conditions.push(eq(propertyTypes.showInFilter, true));
  return db()
    .select({
      id: propertyTypes.id,
      categoryId: propertyTypes.categoryId,
      slug: propertyTypes.slug,
      nameAr: propertyTypes.nameAr,
      nameEn: propertyTypes.nameEn,
    })
    .from(propertyTypes)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(propertyTypes.sort), asc(propertyTypes.id));
}

async function listSectorsQuery() {
  return db()
    .select({ id: sectors.id, nameAr: sectors.nameAr, nameEn: sectors.nameEn })
    .from(sectors)
    .orderBy(asc(sectors.sort), asc(sectors.id));
}

async function listRegistrationReasonsQuery() {
  return db()
    .select({ id: registrationReasons.id, nameAr: registrationReasons.nameAr, nameEn: registrationReasons.nameEn })
    .from(registrationReasons)
    .orderBy(asc(registrationReasons.sort), asc(registrationReasons.id));
}

async function listBanksQuery() {
  return db()
    .select({
      id: banks.id,
      slug: banks.slug,
      nameAr: banks.nameAr,
      nameEn: banks.nameEn,
      isIslamic: banks.isIslamic,
      isPartner: banks.isPartner,
      website: banks.website,
    })
    .from(banks)
    .orderBy(asc(banks.sort), asc(banks.id));
}

export async function findDisclaimer(id: number) {
  const [row] = await db().select().from(disclaimers).where(eq(disclaimers.id, id));
  return row;
}

async function listHeaderSectionsQuery() {
  return db()
    .select({
      id: headerSections.id,
      group: headerSections.group,
      titleAr: headerSections.titleAr,
      titleEn: headerSections.titleEn,
      descriptionAr: headerSections.descriptionAr,
      descriptionEn: headerSections.descriptionEn,
      href: headerSections.href,
      icon: headerSections.icon,
    })
    .from(headerSections)
    .where(eq(headerSections.isActive, true))
    .orderBy(asc(headerSections.sort), asc(headerSections.id));
}

export function findContentBlocks(keys: string[]) {
  return db().select().from(contentBlocks).where(inArray(contentBlocks.key, keys));
}

export const listAreas = memoize(REFERENCE_TTL_MS, listAreasQuery);
export const listPropertyCategories = memoize(REFERENCE_TTL_MS, listPropertyCategoriesQuery);
export const listPropertyTypes = memoize(REFERENCE_TTL_MS, listPropertyTypesQuery);
export const listSectors = memoize(REFERENCE_TTL_MS, listSectorsQuery);

export type NamedArea = { id: number; nameAr: string; nameEn: string };

/** Names areas by id, for answers that name the areas they used ('' for an id no longer listed). */
export async function areaNamer(): Promise<(id: number) => NamedArea> {
  const byId = new Map((await listAreas({})).data.map((area) => [area.id, area]));
  return (id) => {
    const area = byId.get(id);
    return { id, nameAr: area?.nameAr ?? '', nameEn: area?.nameEn ?? '' };
  };
}
export const listRegistrationReasons = memoize(REFERENCE_TTL_MS, listRegistrationReasonsQuery);
export const listBanks = memoize(REFERENCE_TTL_MS, listBanksQuery);
export const listHeaderSections = memoize(REFERENCE_TTL_MS, listHeaderSectionsQuery);
