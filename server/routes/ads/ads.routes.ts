import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import { invalidatePagesAfterWrites } from '../../lib/page-cache';
import { adWriteTags } from '../../lib/page-tags';
import * as handlers from './ads.handlers';

/**
 * Owner writes to an ad change its page and the lists at once; phone reveals and views do not, and a new draft is not
 * public until it is published.
 */
const expireAdPages = invalidatePagesAfterWrites((param) => adWriteTags(Number(param('id'))));

export const adRoutes = new Hono<AppEnv>()
  .get('/', cacheControl('public, max-age=30'), ...handlers.getAds)
  .post('/', ...handlers.postAd)
  .get('/:id', ...handlers.getAd)
  .put('/:id', expireAdPages, ...handlers.putAd)
  .delete('/:id', expireAdPages, ...handlers.deleteAd)
  .post('/:id/phone', ...handlers.postPhoneReveal)
  .post('/:id/views', ...handlers.postView)
  .post('/:id/publish', expireAdPages, ...handlers.postPublish)
  .post('/:id/cancel', expireAdPages, ...handlers.postCancel)
  .post('/:id/repost', expireAdPages, ...handlers.postRepost)
  .post('/:id/special', expireAdPages, ...handlers.postSpecial)
  .post('/:id/media', expireAdPages, ...handlers.postMedia)
  .put('/:id/media/order', expireAdPages, ...handlers.putMediaOrder)
  .delete('/:id/media/:mediaId', expireAdPages, ...handlers.deleteMedia)
  .post('/:id/verification', ...handlers.postVerification)
  .get('/:id/verification', ...handlers.getVerification);
