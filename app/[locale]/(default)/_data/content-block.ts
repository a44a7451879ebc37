import { cache } from 'react';
import type { LocalizedBlock } from '@/components/content/content-page';
import type { Locale } from '@/lib/i18n/config';
import { cachedContentBlock } from '@/server/services/site-content/cached-content';

/** An editable content block in the visitor's language, or undefined when the key is unknown. */
export const loadContentBlock = cache(async (key: string, locale: Locale): Promise<LocalizedBlock | undefined> => {
  const row = await cachedContentBlock(key);
  if (!row) return undefined;
  const ar = locale === 'ar';
  return {
    title: ar ? row.titleAr : row.titleEn,
    body: ar ? row.bodyAr : row.bodyEn,
    updatedAt: new Date(row.updatedAt),
  };
});
