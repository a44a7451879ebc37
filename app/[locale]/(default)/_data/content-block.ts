import { cache } from 'react';
import type { LocalizedBlock } from '@/components/content/content-page';
import type { Locale } from '@/lib/i18n/config';
import { findContentBlocks } from '@/server/services/reference-data';

/** An editable content block in the visitor's language, or undefined when the key is unknown. */
export const loadContentBlock = cache(async (key: string, locale: Locale): Promise<LocalizedBlock | undefined> => {
  const [row] = await findContentBlocks([key]);
  if (!row) return undefined;
  const ar = locale === 'ar';
  return { title: ar ? row.titleAr : row.titleEn, body: ar ? row.bodyAr : row.bodyEn, updatedAt: row.updatedAt };
});
