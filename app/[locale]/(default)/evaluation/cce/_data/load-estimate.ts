import { notFound } from 'next/navigation';
import { cache } from 'react';
import { estimateIdParamSchema } from '@/lib/schemas/common';
import { findEstimate } from '@/server/services/construction-estimates/estimates';

/** A stored estimate for its pages; an id that can never exist is a 404 without a lookup. */
export const loadEstimate = cache(async (id: string) => {
  const estimate = estimateIdParamSchema.safeParse({ id }).success ? await findEstimate(id) : undefined;
  if (!estimate) notFound();
  return estimate;
});
