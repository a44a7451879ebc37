import type { Context } from 'hono';
import { adIdParamSchema, adListQuerySchema, visitorHeaderSchema } from '@/lib/schemas/ads';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { verifyAccessToken } from '../../services/auth/access-token';
import { findAd, recordView, revealPhone } from '../../services/ads/ad-details';
import { listAds } from '../../services/ads/list-ads';
import { findActiveMember } from '../../services/members/members';

/** The signed-in member when a valid Bearer token is present; public routes never fail on a bad one. */
async function optionalMemberId(c: Context): Promise<number | undefined> {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const claims = token ? await verifyAccessToken(token) : undefined;
  return claims ? (await findActiveMember({ id: claims.memberId }))?.id : undefined;
}

export const getAds = factory.createHandlers(validate('query', adListQuerySchema), async (c) => c.json(await listAds(c.req.valid('query'))));

/** Read-only: views are counted by POST /:id/views, so crawlers and prefetches do not inflate them. */
export const getAd = factory.createHandlers(validate('param', adIdParamSchema), async (c) => {
  const ad = await findAd(c.req.valid('param').id, await optionalMemberId(c));
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
