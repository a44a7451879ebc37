import { cache } from 'react';
import type { HeaderSection } from '@/components/layout/header-sections';
import { logger } from '@/server/logger';
import { listHeaderSections } from '@/server/services/reference-data';

/** One read per request (layout and home page share it); a failure empties the menu instead of breaking every page. */
export const loadHeaderSections = cache(async (): Promise<HeaderSection[]> => {
  try {
    return await listHeaderSections();
  } catch (err) {
    logger.warn({ err }, 'header sections unavailable; rendering the menu without them');
    return [];
  }
});
