import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './ads.handlers';

export const adRoutes = new Hono<AppEnv>()
  .get('/', cacheControl('public, max-age=30'), ...handlers.getAds)
  .get('/:id', ...handlers.getAd)
  .post('/:id/phone', ...handlers.postPhoneReveal)
  .post('/:id/views', ...handlers.postView);
