import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './ad-availability.handlers';

/** Mounted on `/v1/ads`; the services expire the ad's pages and the lists themselves when the ad changes. */
export const adAvailabilityRoutes = new Hono<AppEnv>()
  .post('/:id/availability', ...handlers.postAvailability)
  .post('/:id/availability-answers', ...handlers.postAvailabilityAnswer);
