import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './members.handlers';

export const memberRoutes = new Hono<AppEnv>().post('/contactUs', ...handlers.postContactUs);
