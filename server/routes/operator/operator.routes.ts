import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import { invalidatePagesAfterWrites } from '../../lib/page-cache';
import { adWriteTags } from '../../lib/page-tags';
import * as handlers from './operator.handlers';

/** Staff work (operator role): the licence verification queue, the ads' verification queue and the featured ads. */
export const operatorRoutes = new Hono<AppEnv>()
  .get('/ads/featured', ...handlers.getFeaturedAds)
  .put(
    '/ads/:id/featured',
    invalidatePagesAfterWrites((param) => adWriteTags(Number(param('id')))),
    ...handlers.putAdFeatured,
  )
  .get('/licences', ...handlers.getLicenceQueue)
  .post('/licences/:id/decision', ...handlers.postLicenceDecision)
  .get('/licences/:id/document', ...handlers.getLicenceDocument)
  .get('/verifications', ...handlers.getVerificationQueue)
  .post('/verifications/:id/decision', ...handlers.postVerificationDecision)
  .get('/verifications/:id/files/:file', ...handlers.getVerificationFile);
