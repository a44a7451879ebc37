import { myAdsQuerySchema } from '@/lib/schemas/ads';
import { requireMember } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { listMyAds } from '../../services/ads/my-ads';

/** Spec §7 name: the caller's own ads of every status, with a count per status whatever the filter. */
export const getMyAds = factory.createHandlers(requireMember, validate('query', myAdsQuerySchema), async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listMyAds(c.get('member').id, c.req.valid('query')));
});
