import { cache } from 'react';
import { z } from 'zod/mini';
import type { Locale } from '@/lib/i18n/config';
import { budgetPageQuerySchema, type BudgetPageQuery } from '@/lib/schemas/finance';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { ApiError } from '@/server/lib/errors';
import { translateKey } from '@/server/lib/translate';
import { resolveBudget, type BudgetResult } from '@/server/services/finance/budget';

/** The budget fields of the page's query, as typed (strings), for the form and for links. */
export const budgetKeys = [
  'deal',
  'salary',
  'obligations',
  'downPayment',
  'months',
  'bankId',
  'retiree',
  'maxPrice',
] as const;
export const filterKeys = ['areaId', 'categoryId', 'propertyTypeId'] as const;
export type BudgetValues = Partial<Record<(typeof budgetKeys)[number] | (typeof filterKeys)[number], string>>;

export type LoadedBudget = {
  values: BudgetValues;
  /** Whether the visitor gave a budget at all (a salary or a ceiling). */
  asked: boolean;
  query?: BudgetPageQuery;
  result?: BudgetResult;
  errors: Partial<Record<string, string>>;
};

/** The page's query checked by the shared schema and turned into a budget; bad fields come back as messages. */
export const loadBudget = cache(async (search: SearchParams, locale: Locale): Promise<LoadedBudget> => {
  const values: BudgetValues = {};
  for (const key of [...budgetKeys, ...filterKeys, 'page'] as const) {
    const value = firstParam(search[key])?.trim().slice(0, 20);
    if (value) (values as Record<string, string>)[key] = value;
  }
  const asked = Boolean(values.salary || values.maxPrice);
  if (!asked) return { values, asked, errors: {} };
  const parsed = z.safeParse(budgetPageQuerySchema, values);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), translateKey(issue.message, locale)]).reverse(),
    );
    return { values, asked, errors };
  }
  try {
    return { values, asked, query: parsed.data, result: await resolveBudget(parsed.data), errors: {} };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fieldErrors) throw error;
    return {
      values,
      asked,
      query: parsed.data,
      errors: Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, [key]]) => [field, translateKey(key ?? '', locale)]),
      ),
    };
  }
});

/** A link to a budget page with these values (and some changed). */
export function budgetHref(
  path: string,
  values: BudgetValues & { page?: string },
  keys: ReadonlyArray<string> = [...budgetKeys, ...filterKeys, 'page'],
) {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = (values as Record<string, string | undefined>)[key];
    if (value) query.set(key, value);
  }
  const string = query.toString();
  return string ? `${path}?${string}` : path;
}
