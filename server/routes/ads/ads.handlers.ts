import { adIdParamSchema, adListQuerySchema, visitorHeaderSchema } from '@/lib/schemas/ads';
import { memberFromBearer } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { findAd, recordView, revealPhone } from '../../services/ads/ad-details';
import { listAds } from '../../services/ads/list-ads';

export const getAds = factory.createHandlers(validate('query', adListQuerySchema), async (c) => c.json(await listAds(c.req.valid('query'))));

/** Read-only: views are counted by POST /:id/views, so crawlers and prefetches do not inflate them. */
export const getAd = factory.createHandlers(validate('param', adIdParamSchema), async (c) => {
  // A public route: a missing or bad token just means a visitor.
  const ad = await findAd(c.req.valid('param').id, (await memberFromBearer(c))?.id);
  if (!ad) throw new ApiError('NOT_FOUND');
  // Owners see their pending ad here: never let a shared cache keep an answer that depends on the requester.
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: ad });
});

export const postPhoneReveal = factory.createHandlers(validate('param', adIdParamSchema), async (c) => {
  const revealed = await revealPhone(c.req.valid('param').id);
  if (!revealed) throw new ApiError('NOT_FOUND');
  return c.json({ data: revealed });
});

export const postView = factory.createHandlers(validate('param', adIdParamSchema), validate('header', visitorHeaderSchema), async (c) => {
  const result = await recordView(c.req.valid('param').id, c.req.valid('header')['x-uuid']);
  if (!result) throw new ApiError('NOT_FOUND');
  return c.json({ data: result });
});
