import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './news.handlers';

/** Public and the same for everyone in a language: shared caches may keep answers as long as the pages do. */
export const newsRoutes = new Hono<AppEnv>()
  .use(cacheControl('public, max-age=300'))
  .get('/', ...handlers.getNews)
  .get('/:slug', ...handlers.getNewsArticle);
