import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './construction-estimates.handlers';

export const constructionEstimateRoutes = new Hono<AppEnv>()
  .get('/construction/rates', cacheControl('public, max-age=300'), ...handlers.getConstructionRates)
  .get('/construction', ...handlers.getMyConstructionEstimates)
  .post('/construction', ...handlers.postConstructionEstimate)
  .get('/construction/:id', ...handlers.getConstructionEstimate)
  .post('/construction/:id/finance', ...handlers.postConstructionFinance)
  .get('/banks', cacheControl('public, max-age=300'), ...handlers.getFinanceBanks);
