import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import { invalidatePagesAfterWrites } from '../../lib/page-cache';
import { adWriteTags } from '../../lib/page-tags';
import * as handlers from './operator.handlers';

const expireAd = invalidatePagesAfterWrites((param) => adWriteTags(Number(param('id'))));

/** Staff work (operator role): the moderation desk, the licence queue, the ads' verification queue, featured ads. */
export const operatorRoutes = new Hono<AppEnv>()
  .get('/ads/featured', ...handlers.getFeaturedAds)
  .put('/ads/:id/featured', expireAd, ...handlers.putAdFeatured)
  .get('/moderation', ...handlers.getModerationQueue)
  .post('/moderation/ads/:id/decision', expireAd, ...handlers.postModerationDecision)
  .post('/moderation/ads/:id/take-down', expireAd, ...handlers.postTakeDown)
  .get('/licences', ...handlers.getLicenceQueue)
  .post('/licences/:id/decision', ...handlers.postLicenceDecision)
  .get('/licences/:id/document', ...handlers.getLicenceDocument)
  .get('/verifications', ...handlers.getVerificationQueue)
  .post('/verifications/:id/decision', ...handlers.postVerificationDecision)
  .get('/verifications/:id/files/:file', ...handlers.getVerificationFile);
