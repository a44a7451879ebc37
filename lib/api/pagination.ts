import { z } from 'zod/mini';

export function paginated<T extends z.ZodMiniType>(itemSchema: T) {
  return z.object({
    data: z.array(itemSchema),
    totalItems: z.int().check(z.nonnegative()),
    currentPage: z.int().check(z.positive()),
    pageSize: z.int().check(z.positive()),
  });
}

export type Paginated<T> = { data: T[]; totalItems: number; currentPage: number; pageSize: number };
