import {
  areasQuerySchema,
  blocksSchema,
  categoryQuerySchema,
  filterQuerySchema,
  idParamSchema,
  newsletterSubscriptionSchema,
  scopeIdParamSchema,
  seoQuerySchema,
} from '@/lib/schemas/common';
import { adIdParamSchema, similarAdsQuerySchema } from '@/lib/schemas/ads';
import type { Context } from 'hono';
import { answerWindows, sharedAnswer } from '../../lib/api-cache';
import { ApiError } from '../../lib/errors';
import { factory, type AppEnv } from '../../lib/hono-env';
import { rateLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import {
  findContentBlocks,
  findDisclaimer,
  listAreas,
  listBanks,
  listHeaderSections,
  listPropertyCategories,
  listPropertyTypes,
  listSectors,
} from '../../services/reference-data';
import { findSeoConfig } from '../../services/seo';
import { subscribeToNewsletter } from '../../services/newsletter/subscribers';
import { listSimilarAds } from '../../services/ads/similar-ads';
import { similarToValuation } from '../../services/instant-valuations/similar-properties';
import { estimateIdParamSchema } from '@/lib/schemas/common';

/** Reference lists change with the seed and the back office alone: answers are kept for the reference data's window. */
const referenceAnswer = (c: Context<AppEnv>, key: unknown, read: () => Promise<unknown>) =>
  sharedAnswer(c, { tags: [], seconds: answerWindows.reference, key }, read);

export const getAreas = factory.createHandlers(validate('query', areasQuerySchema), async (c) => {
  const query = c.req.valid('query');
  return referenceAnswer(c, query, () => listAreas(query));
});

export const getPropertyTypes = factory.createHandlers(
  validate('param', scopeIdParamSchema),
  validate('query', filterQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    return referenceAnswer(c, query, async () => ({ data: await listPropertyTypes(c.req.valid('param').id, query) }));
  },
);

export const getPropertyCategories = factory.createHandlers(
  validate('param', scopeIdParamSchema),
  validate('query', categoryQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    return referenceAnswer(c, query, async () => ({
      data: await listPropertyCategories(c.req.valid('param').id, query),
    }));
  },
);

export const getSeoConfig = factory.createHandlers(validate('query', seoQuerySchema), async (c) => {
  const { screen, lang } = c.req.valid('query');
  const seo = await findSeoConfig(screen, lang ?? c.get('locale'));
  if (!seo) throw new ApiError('NOT_FOUND');
  return c.json({ data: seo });
});

export const getDisclaimer = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  const disclaimer = await findDisclaimer(c.req.valid('param').id);
  if (!disclaimer) throw new ApiError('NOT_FOUND');
  return c.json({ data: disclaimer });
});

export const getHeaderSections = factory.createHandlers(async (c) => c.json({ data: await listHeaderSections() }));

export const postBlocks = factory.createHandlers(validate('json', blocksSchema), async (c) =>
  c.json({ data: await findContentBlocks(c.req.valid('json').keys) }),
);

export const getSectors = factory.createHandlers(async (c) =>
  referenceAnswer(c, null, async () => ({ data: await listSectors() })),
);

export const getBanks = factory.createHandlers(async (c) =>
  referenceAnswer(c, null, async () => ({ data: await listBanks() })),
);

/**
 * `POST /v1/common/newsletter-subscribers`: an address subscribed already gets the same answer as a new one, so the
 * list cannot be probed; NEWSLETTER_SIGNUPS_PER_IP_HOUR per client address.
 */
export const postNewsletterSubscriber = factory.createHandlers(
  validate('json', newsletterSubscriptionSchema),
  rateLimit('newsletter'),
  async (c) => {
    await subscribeToNewsletter(c.req.valid('json').email, c.get('locale'));
    return c.json({ data: { subscribed: true } }, 201);
  },
);

export const getSimilarProperties = factory.createHandlers(
  validate('param', adIdParamSchema),
  validate('query', similarAdsQuerySchema),
  async (c) => {
    const similar = await listSimilarAds(c.req.valid('param').id, c.req.valid('query').type);
    if (!similar) throw new ApiError('NOT_FOUND');
    return c.json({ data: similar });
  },
);

/** Live sale ads like an instant valuation's property (its id is the estimate's). */
export const getSimilarIveProperties = factory.createHandlers(validate('param', estimateIdParamSchema), async (c) => {
  const similar = await similarToValuation(c.req.valid('param').id);
  if (!similar) throw new ApiError('NOT_FOUND');
  return c.json({ data: similar });
});
