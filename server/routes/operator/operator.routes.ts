import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import { invalidatePagesAfterWrites } from '../../lib/page-cache';
import { adWriteTags } from '../../lib/page-tags';
import * as dealImports from './deal-imports.handlers';
import * as dealReviews from './deal-reviews.handlers';
import * as memberSupport from './member-support.handlers';
import * as newsDesk from './news-desk.handlers';
import * as handlers from './operator.handlers';
import * as orderDesk from './order-desk.handlers';
import * as promoCodes from './promo-codes.handlers';
import * as staff from './staff.handlers';

const expireAd = invalidatePagesAfterWrites((param) => adWriteTags(Number(param('id'))));

/**
 * Staff work, each route behind its desk's role: the moderation desk (moderator), the licence queue, the ads'
 * verification queue and featured ads (operator), members' registered deals and the deals imports (market-data),
 * promo codes, orders and refunds (catalogue), member support and suspensions (support), news articles (content), staff roles and the audit log (admin); and the signed-in member's own desks.
 */
export const operatorRoutes = new Hono<AppEnv>()
  .get('/ads/featured', ...handlers.getFeaturedAds)
  .put('/ads/:id/featured', expireAd, ...handlers.putAdFeatured)
  .get('/moderation', ...handlers.getModerationQueue)
  .get('/moderation/reported', ...handlers.getReportedAds)
  .post('/moderation/ads/:id/reports/dismiss', expireAd, ...handlers.postDismissReports)
  .post('/moderation/ads/:id/decision', expireAd, ...handlers.postModerationDecision)
  .post('/moderation/ads/:id/take-down', expireAd, ...handlers.postTakeDown)
  .get('/licences', ...handlers.getLicenceQueue)
  .post('/licences/:id/decision', ...handlers.postLicenceDecision)
  .get('/licences/:id/document', ...handlers.getLicenceDocument)
  .get('/verifications', ...handlers.getVerificationQueue)
  .post('/verifications/:id/decision', ...handlers.postVerificationDecision)
  .get('/verifications/:id/files/:file', ...handlers.getVerificationFile)
  .get('/deals', ...dealReviews.getDealReviews)
  .post('/deals/:id/decision', ...dealReviews.postDealReviewDecision)
  .get('/deal-imports', ...dealImports.getDealImports)
  .post('/deal-imports', ...dealImports.postDealImport)
  .get('/deal-imports/:id', ...dealImports.getDealImport)
  .post('/deal-imports/:id/commit', ...dealImports.postDealImportCommit)
  .get('/promo-codes', ...promoCodes.getPromoCodes)
  .post('/promo-codes', ...promoCodes.postPromoCode)
  .post('/promo-codes/:id/end', ...promoCodes.postPromoCodeEnd)
  .get('/orders', ...orderDesk.getOrders)
  .post('/orders/:id/refund', ...orderDesk.postOrderRefund)
  .get('/members', ...memberSupport.getMembers)
  .get('/members/:id', ...memberSupport.getMember)
  .post('/members/:id/suspension', ...memberSupport.postSuspension)
  .delete('/members/:id/suspension', ...memberSupport.deleteSuspension)
  .get('/news', ...newsDesk.getNewsDesk)
  .post('/news', ...newsDesk.postNewsArticle)
  .post('/news/preview', ...newsDesk.postNewsPreview)
  .post('/news/cover', ...newsDesk.postNewsCover)
  .get('/news/:id', ...newsDesk.getNewsDeskArticleHandler)
  .put('/news/:id', ...newsDesk.putNewsArticle)
  .post('/news/:id/publish', ...newsDesk.postNewsPublish)
  .post('/news/:id/unpublish', ...newsDesk.postNewsUnpublish)
  .get('/desks', ...staff.getMyDesks)
  .get('/staff', ...staff.getStaff)
  .post('/staff/roles', ...staff.postStaffRole)
  .delete('/staff/:id/roles/:role', ...staff.deleteStaffRole)
  .get('/audit-log', ...staff.getAuditLog);
