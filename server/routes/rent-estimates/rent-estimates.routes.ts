import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './rent-estimates.handlers';

export const rentEstimateRoutes = new Hono<AppEnv>()
  .get('/', ...handlers.getMyRentEstimates)
  .post('/', ...handlers.postRentEstimate)
  .get('/:id', ...handlers.getRentEstimate);
