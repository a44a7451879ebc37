import { z } from 'zod/mini';
import { api } from './browser-client';
import { readData } from './client';

const viewSchema = z.object({ counted: z.boolean() });

/**
 * Counted once per visitor (x-uuid) and Kuwait day. Apart from ads.ts, whose ad schemas every ad page would otherwise
 * build on each visit just to count it.
 */
export const recordAdView = (id: number) => readData(viewSchema, api.post(`ads/${id}/views`));
