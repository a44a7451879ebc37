import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './finance.handlers';

export const financeRoutes = new Hono<AppEnv>()
  .get('/setup', cacheControl('public, max-age=300'), ...handlers.getFinanceSetup)
  .post('/calculate', ...handlers.postFinanceCalculate)
  .get('/budget', cacheControl('public, max-age=300'), ...handlers.getFinanceBudget);
