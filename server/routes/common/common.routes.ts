import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './common.handlers';
import { getSimilarOffices } from '../offices/offices.handlers';

export const commonRoutes = new Hono<AppEnv>()
  .use(cacheControl('public, max-age=300'))
  .get('/areas', ...handlers.getAreas)
  .get('/property-types/:id', ...handlers.getPropertyTypes)
  .get('/property-category/:id', ...handlers.getPropertyCategories)
  .get('/seo-config', ...handlers.getSeoConfig)
  .get('/disclaimer/:id', ...handlers.getDisclaimer)
  .get('/header-sections', ...handlers.getHeaderSections)
  .post('/blocks', ...handlers.postBlocks)
  .get('/sectors', ...handlers.getSectors)
  .get('/banks', ...handlers.getBanks)
  .get('/similar-properties/:id', ...handlers.getSimilarProperties)
  .get('/similar-ive-properties/:id', ...handlers.getSimilarIveProperties)
  .get('/similar-offices', ...getSimilarOffices)
  .post('/newsletter-subscribers', ...handlers.postNewsletterSubscriber);
