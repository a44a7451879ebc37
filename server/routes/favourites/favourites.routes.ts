import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './favourites.handlers';

/** Mounted on `/v1/members`, the spec's paths. */
export const favouriteRoutes = new Hono<AppEnv>()
  .post('/favourite', ...handlers.postFavourite)
  .get('/favourites', ...handlers.getFavourites)
  .get('/favourites/ids', ...handlers.getFavouriteIds);
