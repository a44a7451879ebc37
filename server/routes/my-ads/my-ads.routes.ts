import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './my-ads.handlers';

/** Mounted on `/v1/members`, the spec's path. */
export const myAdRoutes = new Hono<AppEnv>().get('/myRequests/ads', ...handlers.getMyAds);
