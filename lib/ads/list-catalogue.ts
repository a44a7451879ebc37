import type { DealTypeSlug } from '@/lib/constants';
import type { AdListQuery } from '@/lib/schemas/ads';
import { ALL_SLUG, type ListFilters } from './list-href';

/** Reference data of the list pages, already in the page's language. */
interface NamedOption {
  id: number;
  slug: string;
  name: string;
}

export interface CategoryOption extends NamedOption {
  /** Deal types this category can be advertised under. */
  dealTypes: DealTypeSlug[];
}

export interface TypeOption extends NamedOption {
  categoryId: number;
}

export interface AreaOption {
  id: number;
  name: string;
  /** The other language's name, so either can be searched. */
  altName: string;
  governorate: string;
}

export interface ListCatalogue {
  /** Categories offered for the page's deal type (every category on `/ads`). */
  categories: CategoryOption[];
  types: TypeOption[];
  areas: AreaOption[];
}

/** What the second path segment names: a property category, a property type (with its category), or everything. */
export type ListScope = { category?: CategoryOption; type?: TypeOption };

/** Undefined for a slug that names nothing offered here: the page answers 404. */
export function resolveScope(catalogue: ListCatalogue, slug: string | undefined): ListScope | undefined {
  if (slug === undefined || slug === ALL_SLUG) return {};
  const category = catalogue.categories.find((c) => c.slug === slug);
  if (category) return { category };
  const type = catalogue.types.find((t) => t.slug === slug);
  const typeCategory = type && catalogue.categories.find((c) => c.id === type.categoryId);
  return type && typeCategory ? { category: typeCategory, type } : undefined;
}

/**
 * The type the visitor filters by: a type chosen in the form (`propertyTypeId`, a plain GET submission) wins over the
 * path's, as long as it belongs to the page's category.
 */
export function selectedType(catalogue: ListCatalogue, scope: ListScope, filters: ListFilters): TypeOption | undefined {
  const chosen =
    filters.propertyTypeId === undefined ? undefined : catalogue.types.find((t) => t.id === filters.propertyTypeId);
  if (chosen && (!scope.category || chosen.categoryId === scope.category.id)) return chosen;
  return scope.type;
}

/** The service query of a list page. */
export function listQueryFor(
  dealType: DealTypeSlug | undefined,
  scope: ListScope,
  type: TypeOption | undefined,
  filters: ListFilters,
): AdListQuery {
  const { areaIds, propertyTypeId, categoryId, ...rest } = filters;
  return {
    ...rest,
    dealType,
    areaIds: areaIds.length ? areaIds : undefined,
    // A hand-edited propertyTypeId outside the page's category would only ever find nothing: it is ignored instead.
    propertyTypeId: type?.id ?? (scope.category ? undefined : propertyTypeId),
    categoryId: scope.category?.id ?? categoryId,
  };
}
