import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import { invalidatePagesAfterWrites } from '../../lib/page-cache';
import * as handlers from './ads.handlers';

/** Owner writes change what the public pages show; phone reveals and views do not. */
const expireAdPages = invalidatePagesAfterWrites(['ads']);

export const adRoutes = new Hono<AppEnv>()
  .get('/', cacheControl('public, max-age=30'), ...handlers.getAds)
  .post('/', expireAdPages, ...handlers.postAd)
  .get('/:id', ...handlers.getAd)
  .put('/:id', expireAdPages, ...handlers.putAd)
  .delete('/:id', expireAdPages, ...handlers.deleteAd)
  .post('/:id/phone', ...handlers.postPhoneReveal)
  .post('/:id/views', ...handlers.postView)
  .post('/:id/publish', expireAdPages, ...handlers.postPublish)
  .post('/:id/cancel', expireAdPages, ...handlers.postCancel)
  .post('/:id/repost', expireAdPages, ...handlers.postRepost)
  .post('/:id/media', expireAdPages, ...handlers.postMedia)
  .put('/:id/media/order', expireAdPages, ...handlers.putMediaOrder)
  .delete('/:id/media/:mediaId', expireAdPages, ...handlers.deleteMedia);
