import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './newsletter.handlers';

/** The newsletter's public links and open pixel (issue 30 §7); the sign-up is `POST /v1/common/newsletter-subscribers`. */
export const newsletterRoutes = new Hono<AppEnv>()
  .get('/opened', ...handlers.getOpened)
  .get('/unsubscribe', ...handlers.getUnsubscribe)
  .post('/unsubscribe', ...handlers.postUnsubscribe);
