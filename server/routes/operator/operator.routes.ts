import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import { invalidatePagesAfterWrites } from '../../lib/page-cache';
import { adWriteTags, pageTags } from '../../lib/page-tags';
import * as auctionDesk from './auction-desk.handlers';
import * as dealImports from './deal-imports.handlers';
import * as dealReviews from './deal-reviews.handlers';
import * as memberSupport from './member-support.handlers';
import * as newsletter from './newsletter.handlers';
import * as newsDesk from './news-desk.handlers';
import * as handlers from './operator.handlers';
import * as orderDesk from './order-desk.handlers';
import * as packagePrices from './package-prices.handlers';
import * as promoCodes from './promo-codes.handlers';
import * as siteContent from './site-content.handlers';
import * as staff from './staff.handlers';

const expireAd = invalidatePagesAfterWrites((param) => adWriteTags(Number(param('id'))));
/** Every public auction page and answer (lists, a session, a property, the home page's block) carries this one tag. */
const expireAuctions = invalidatePagesAfterWrites([pageTags.auctions]);

/**
 * Staff work, each route behind its desk's role: the moderation desk (moderator), the licence queue, the ads'
 * verification queue and featured ads (operator), members' registered deals, the deals imports and auction sessions (market-data),
 * promo codes, package prices, orders and refunds (catalogue), member support and suspensions (support), news articles, FAQs, content pages, banners, SEO and the weekly newsletter (content), staff roles and the audit log (admin); and the signed-in member's own desks.
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
  .post('/deal-imports/:id/discard', ...dealImports.postDealImportDiscard)
  .get('/auctions', ...auctionDesk.getAuctionSessions)
  .post('/auctions', expireAuctions, ...auctionDesk.postAuctionSession)
  .get('/auctions/:id', ...auctionDesk.getAuctionSession)
  .patch('/auctions/:id', expireAuctions, ...auctionDesk.patchAuctionSession)
  .post('/auctions/:id/properties', expireAuctions, ...auctionDesk.postAuctionProperty)
  .patch('/auctions/properties/:id', expireAuctions, ...auctionDesk.patchAuctionProperty)
  .delete('/auctions/properties/:id', expireAuctions, ...auctionDesk.deleteAuctionProperty)
  .put('/auctions/properties/:id/file', expireAuctions, ...auctionDesk.putAuctionPropertyFile)
  .put('/auctions/properties/:id/result', expireAuctions, ...auctionDesk.putAuctionResult)
  .get('/promo-codes', ...promoCodes.getPromoCodes)
  .post('/promo-codes', ...promoCodes.postPromoCode)
  .post('/promo-codes/:id/end', ...promoCodes.postPromoCodeEnd)
  .get('/orders', ...orderDesk.getOrders)
  .post('/orders/:id/refund', ...orderDesk.postOrderRefund)
  .get('/packages', ...packagePrices.getPackagePrices)
  .post('/packages/:id/prices', ...packagePrices.postPackagePrice)
  .delete('/packages/:id/prices/:priceId', ...packagePrices.deletePackagePrice)
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
  .get('/content/faqs', ...siteContent.getFaqs)
  .post('/content/faqs', ...siteContent.postFaq)
  .put('/content/faqs/:id', ...siteContent.putFaq)
  .post('/content/faqs/:id/move', ...siteContent.postFaqMove)
  .get('/content/pages', ...siteContent.getSitePages)
  .put('/content/pages/:key', ...siteContent.putSitePage)
  .get('/content/banners', ...siteContent.getBanners)
  .post('/content/banners', ...siteContent.postBanner)
  .put('/content/banners/:id', ...siteContent.putBanner)
  .post('/content/banners/:id/move', ...siteContent.postBannerMove)
  .get('/content/seo', ...siteContent.getSeoConfigs)
  .put('/content/seo/:id', ...siteContent.putSeoConfig)
  .get('/newsletter/issue', ...newsletter.getNewsletterIssue)
  .get('/newsletter/issues', ...newsletter.getNewsletterIssues)
  .put('/newsletter/issues/:id/note', ...newsletter.putNewsletterNote)
  .post('/newsletter/issues/:id/send', ...newsletter.postNewsletterSend)
  .post('/newsletter/issues/:id/schedule', ...newsletter.postNewsletterSchedule)
  .delete('/newsletter/issues/:id/schedule', ...newsletter.deleteNewsletterSchedule)
  .get('/desks', ...staff.getMyDesks)
  .get('/staff', ...staff.getStaff)
  .post('/staff/roles', ...staff.postStaffRole)
  .delete('/staff/:id/roles/:role', ...staff.deleteStaffRole)
  .get('/audit-log', ...staff.getAuditLog)
  .get('/dashboard', ...staff.getDashboard)
  .post('/jobs/dead-letters/:id/retry', ...staff.postDeadLetterRetry);
