import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './auctions.handlers';

const shortCache = cacheControl('public, max-age=60');

export const auctionRoutes = new Hono<AppEnv>()
  .get('/', shortCache, ...handlers.getAuctions)
  .get('/organizers', shortCache, ...handlers.getOrganizers)
  .get('/organizers/:id', shortCache, ...handlers.getOrganizer)
  .get('/properties', shortCache, ...handlers.getProperties)
  .get('/properties/:id', shortCache, ...handlers.getProperty)
  .get('/properties/:id/file', ...handlers.getPropertyFile)
  .get('/:id', shortCache, ...handlers.getAuction);
