import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './deals.handlers';

export const dealRoutes = new Hono<AppEnv>()
  .get('/', ...handlers.getDeals)
  .get('/trend', cacheControl('public, max-age=300'), ...handlers.getDealTrend)
  .get('/:id', ...handlers.getDeal)
  .post('/', ...handlers.postDeal);
