import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './ad-reports.handlers';

/** Mounted on `/v1/ads`, beside the ads' own routes. */
export const adReportRoutes = new Hono<AppEnv>().post('/:id/reports', ...handlers.postReport);
