import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './ads.handlers';

export const adRoutes = new Hono<AppEnv>()
  .get('/', cacheControl('public, max-age=30'), ...handlers.getAds)
  .post('/', ...handlers.postAd)
  .get('/:id', ...handlers.getAd)
  .put('/:id', ...handlers.putAd)
  .delete('/:id', ...handlers.deleteAd)
  .post('/:id/phone', ...handlers.postPhoneReveal)
  .post('/:id/views', ...handlers.postView)
  .post('/:id/publish', ...handlers.postPublish)
  .post('/:id/cancel', ...handlers.postCancel)
  .post('/:id/repost', ...handlers.postRepost)
  .post('/:id/media', ...handlers.postMedia)
  .put('/:id/media/order', ...handlers.putMediaOrder)
  .delete('/:id/media/:mediaId', ...handlers.deleteMedia);
