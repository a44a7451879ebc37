import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './client-errors.handlers';

export const clientErrorRoutes = new Hono<AppEnv>().post('/', ...handlers.postClientError);
