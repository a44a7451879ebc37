import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './saved-searches.handlers';

/** The signed-in member's saved searches and their alerts (the web's profile page, the app). */
export const savedSearchRoutes = new Hono<AppEnv>()
  .get('/', ...handlers.getSavedSearches)
  .post('/', ...handlers.postSavedSearch)
  .patch('/:id', ...handlers.patchSavedSearch)
  .delete('/:id', ...handlers.deleteOne);
