import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './instant-valuations.handlers';

export const instantValuationRoutes = new Hono<AppEnv>()
  .get('/', ...handlers.getMyInstantValuations)
  .post('/', ...handlers.postInstantValuation)
  .get('/:id', ...handlers.getInstantValuation)
  .post('/:id/unlock', ...handlers.postUnlockInstantValuation);
