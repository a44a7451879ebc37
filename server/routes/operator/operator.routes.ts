import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './operator.handlers';

/** Staff work: the licence verification queue (operator role). */
export const operatorRoutes = new Hono<AppEnv>()
  .get('/licences', ...handlers.getLicenceQueue)
  .post('/licences/:id/decision', ...handlers.postLicenceDecision)
  .get('/licences/:id/document', ...handlers.getLicenceDocument);
