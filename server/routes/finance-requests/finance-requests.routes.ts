import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './finance-requests.handlers';

export const financeRequestRoutes = new Hono<AppEnv>()
  .get('/', ...handlers.getMyFinanceRequests)
  .post('/', ...handlers.postFinanceRequest)
  .get('/options', cacheControl('public, max-age=300'), ...handlers.getFinanceRequestOptions)
  .post('/code', ...handlers.postFinanceRequestCode);
