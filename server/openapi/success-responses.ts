import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  adCardSchema,
  adDetailSchema,
  adFeaturedSchema,
  adMediaItemSchema,
  adPageSchema,
  adViewCountedSchema,
  favouriteToggledSchema,
  featuredAdListSchema,
  myAdsPageSchema,
  phoneRevealSchema,
} from '@/lib/schemas/ads';
import { adReportedSchema, availabilityAnsweredSchema } from '@/lib/schemas/ad-trust';
import {
  moderationDecidedSchema,
  moderationQueueSchema,
  reportedAdsSchema,
  reportsDismissedSchema,
} from '@/lib/schemas/moderation';
import {
  accessTokenSchema,
  codeSentSchema,
  deletedCountSchema,
  deletedSchema,
  subscribedSchema,
} from '@/lib/schemas/answers';
import {
  adVerificationSchema,
  adVerificationStateSchema,
  verificationQueueRowSchema,
} from '@/lib/schemas/ad-verifications';
import { dealImportSchema } from '@/lib/schemas/deal-imports';
import { memberMatchSchema, memberSupportFileSchema } from '@/lib/schemas/member-support';
import { orderDeskRowSchema } from '@/lib/schemas/order-desk';
import { packagePriceListRowSchema } from '@/lib/schemas/package-prices';
import { newsletterIssueSchema, newsletterIssueSummarySchema, unsubscribedSchema } from '@/lib/schemas/newsletter';
import { promoCodeSchema } from '@/lib/schemas/promo-codes';
import { auctionDeskDetailSchema, auctionDeskSessionSchema } from '@/lib/schemas/auction-desk';
import { contentBannerSchema, faqSchema, seoConfigRowSchema, sitePageSchema } from '@/lib/schemas/site-content';
import {
  newsCoverUploadSchema,
  newsDeskArticleSchema,
  newsDeskPageSchema,
  newsPreviewSchema,
} from '@/lib/schemas/news-desk';
import { dealReviewResultSchema, dealReviewRowSchema } from '@/lib/schemas/deal-reviews';
import { appraisalOptionsSchema, appraisalRequestSchema, uploadedDocumentSchema } from '@/lib/schemas/appraisals';
import {
  auctionDetailSchema,
  auctionOrganizerSchema,
  auctionPageSchema,
  auctionPropertyDetailSchema,
  auctionPropertyPageSchema,
} from '@/lib/schemas/auctions';
import {
  authUserSchema,
  identityNonceSchema,
  loginResultSchema,
  memberDataExportSchema,
  otpVerifiedSchema,
  sessionRenewedSchema,
  signedInSchema,
  signedOutSchema,
} from '@/lib/schemas/auth';
import {
  contactMessageSchema,
  devAdExpiryResultSchema,
  devAvailabilityAskSchema,
  devClockResultSchema,
  devJobDoneSchema,
  outboxMessageSchema,
} from '@/lib/schemas/common';
import {
  dealDetailSchema,
  dealPageSchema,
  dealSubmissionResultSchema,
  dealTrendPointSchema,
} from '@/lib/schemas/deals';
import {
  budgetResultSchema,
  constructionEstimateSchema,
  constructionFinanceSchema,
  constructionSetupSchema,
  financeCalculationSchema,
  financeSetupSchema,
  mortgageSetupSchema,
} from '@/lib/schemas/finance-answers';
import { financeRequestOptionsSchema, financeRequestSchema } from '@/lib/schemas/finance-request';
import { livenessSchema, readinessSchema } from '@/lib/schemas/health';
import { instantValuationSchema, valuationUnlockSchema } from '@/lib/schemas/instant-valuation';
import { newsArticleSchema, newsPageSchema } from '@/lib/schemas/news';
import { notificationSettingsSchema } from '@/lib/schemas/notification-settings';
import {
  notificationPageSchema,
  notificationReadSchema,
  notificationsMarkedSchema,
  unreadCountSchema,
} from '@/lib/schemas/notifications';
import {
  joinableOfficeSchema,
  licenceQueueRowSchema,
  licenceReviewedSchema,
  marketeerAcceptedSchema,
  marketeerRemovedSchema,
  marketeerRowSchema,
  officeFactsSchema,
  officePageSchema,
  officeProfileSchema,
  officeSortOptionSchema,
  ownBrokerInformationSchema,
  stampSchema,
} from '@/lib/schemas/offices';
import {
  bannerSchema,
  chargeStateSchema,
  memberBalanceSchema,
  packageSchema,
  paymentMethodSchema,
  paymentStatusSchema,
  paymentWebhookReceiptSchema,
  promoQuoteSchema,
  screenPackagesSchema,
  subscriptionStateSchema,
  subscriptionsSchema,
} from '@/lib/schemas/payments';
import { pushPublicKeySchema } from '@/lib/schemas/push-subscriptions';
import {
  areaPageSchema,
  bankSchema,
  contentBlockSchema,
  disclaimerSchema,
  headerSectionSchema,
  namedItemSchema,
  propertyCategorySchema,
  propertyTypeSchema,
  seoConfigSchema,
} from '@/lib/schemas/reference-data';
import { dashboardSchema, deadLetterRetrySchema } from '@/lib/schemas/dashboard';
import { rentEstimateSchema } from '@/lib/schemas/rent-estimate';
import { savedSearchPageSchema, savedSearchSchema } from '@/lib/schemas/saved-searches';
import { auditLogPageSchema, myDesksSchema, staffMemberSchema, staffRolesSchema } from '@/lib/schemas/staff';

/**
 * The success answer of every route (`METHOD /api/... with {param}`), by the schemas the clients parse answers with
 * (lib/schemas), so a change to an answer's shape shows in both:
 * - `data`: a JSON body `{data}` (the API's envelope), with `data` in this shape; `orStatus` when the route also
 *   answers the same shape with another status (a saved search that existed already: 200, not 201);
 * - `body`: a JSON body in this shape as a whole (the paginated lists `{data, totalItems, currentPage, pageSize}`);
 * - `media`: not JSON (a file, a page): its content types, described in `description`;
 * - neither: no body at all (204, a redirect).
 */
export type SuccessResponse =
  | { status: 200 | 201; data: $ZodType; orStatus?: 200 }
  | { status: 200; body: $ZodType }
  | { status: 200; media: readonly string[]; description: string }
  | { status: 204 | 303; description: string };

const list = (item: $ZodType) => z.array(item);
const ok = (data: $ZodType): SuccessResponse => ({ status: 200, data });
const created = (data: $ZodType): SuccessResponse => ({ status: 201, data });
const page = (body: $ZodType): SuccessResponse => ({ status: 200, body });
const file = (description: string, media: readonly string[] = ['application/octet-stream']): SuccessResponse => ({
  status: 200,
  media,
  description,
});

/** Uploaded documents are PDFs or photos; what a member uploaded is served with the type it was checked to be. */
const documentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

export const successResponses: Record<string, SuccessResponse> = {
  'GET /api/ping': file('`pong`', ['text/plain']),
  'GET /api/health/live': page(livenessSchema),
  'GET /api/health/ready': page(readinessSchema),
  'GET /api/health': page(readinessSchema),
  'GET /api/openapi.json': page(
    z.looseObject({
      openapi: z.string(),
      info: z.looseObject({}),
      paths: z.looseObject({}),
      components: z.looseObject({}),
    }),
  ),
  'GET /api/docs': file('the reference page (Swagger UI)', ['text/html']),
  'GET /api/docs/{asset}': file("a file of the reference page (Swagger UI's script and styles)", [
    'text/javascript',
    'text/css',
  ]),

  'GET /api/v1/common/areas': page(areaPageSchema),
  'GET /api/v1/common/property-types/{id}': ok(list(propertyTypeSchema)),
  'GET /api/v1/common/property-category/{id}': ok(list(propertyCategorySchema)),
  'GET /api/v1/common/seo-config': ok(seoConfigSchema),
  'GET /api/v1/common/disclaimer/{id}': ok(disclaimerSchema),
  'GET /api/v1/common/header-sections': ok(list(headerSectionSchema)),
  'POST /api/v1/common/blocks': ok(list(contentBlockSchema)),
  'GET /api/v1/common/sectors': ok(list(namedItemSchema)),
  'GET /api/v1/common/banks': ok(list(bankSchema)),
  'GET /api/v1/common/similar-properties/{id}': ok(list(adCardSchema)),
  'GET /api/v1/common/similar-ive-properties/{id}': ok(list(adCardSchema)),
  'GET /api/v1/common/similar-offices': page(officePageSchema),
  'POST /api/v1/common/newsletter-subscribers': created(subscribedSchema),
  'GET /api/v1/newsletter/opened': file('a transparent 1×1 GIF, whatever the token', ['image/gif']),
  'GET /api/v1/newsletter/unsubscribe': { status: 303, description: 'to the unsubscribe page, which asks first' },
  'POST /api/v1/newsletter/unsubscribe': ok(unsubscribedSchema),
  'GET /api/v1/common/payments-methods/{screen}': ok(list(paymentMethodSchema)),
  'GET /api/v1/common/payments-methods-ios': ok(list(paymentMethodSchema)),
  'GET /api/v1/common/payment-status/{id}': ok(paymentStatusSchema),
  'POST /api/v1/common/payments/webhook': ok(paymentWebhookReceiptSchema),
  'PUT /api/v1/common/update-transaction/{id}': ok(chargeStateSchema),
  'GET /api/v1/common/check-charge/{id}': ok(chargeStateSchema),

  'POST /api/v1/auth/users/sendOTP': ok(codeSentSchema),
  'POST /api/v1/auth/users/sendEmailOTP': ok(codeSentSchema),
  'POST /api/v1/auth/users/login': ok(loginResultSchema),
  'POST /api/v1/auth/users/email-login': ok(loginResultSchema),
  'POST /api/v1/auth/users/verifyOTP': ok(otpVerifiedSchema),
  'POST /api/v1/auth/users/verifyEmailOTP': ok(otpVerifiedSchema),
  'POST /api/v1/auth/users/register': created(signedInSchema),
  'POST /api/v1/auth/users/email-register': created(signedInSchema),
  'POST /api/v1/auth/users/identity-nonce': ok(identityNonceSchema),
  'POST /api/v1/auth/users/google-callback-website': ok(signedInSchema),
  'POST /api/v1/auth/users/apple-callback-mobile': ok(signedInSchema),
  'POST /api/v1/auth/users/reauthenticate': ok(sessionRenewedSchema),
  'POST /api/v1/auth/users/logout': ok(signedOutSchema),
  'POST /api/v1/auth/users/update-third-party-user-info': ok(authUserSchema),
  'POST /api/v1/auth/users/business-details': ok(authUserSchema),
  'GET /api/v1/auth/registrations-reasons': ok(list(namedItemSchema)),
  'POST /api/v1/auth/supporting-documents': created(list(uploadedDocumentSchema)),
  'GET /api/v1/auth/supporting-documents/{id}': file('the licence document, to its owner', documentTypes),
  'GET /api/v1/files/{folder}/{name}': file(
    'a public file (a photo, a video, a logo); `Range` answers 206 with part of it',
    ['image/webp', 'image/jpeg', 'image/png', 'video/mp4', 'video/quicktime', 'video/webm'],
  ),

  'GET /api/v1/members/myAccount': ok(authUserSchema),
  'POST /api/v1/members': ok(authUserSchema),
  'DELETE /api/v1/members': ok(deletedSchema),
  'POST /api/v1/members/upgrade-account': ok(authUserSchema),
  'POST /api/v1/members/uploadAvatar': ok(authUserSchema),
  'POST /api/v1/members/step-up': ok(accessTokenSchema),
  'GET /api/v1/members/my-data': page(memberDataExportSchema),
  'GET /api/v1/members/my-balance': ok(memberBalanceSchema),
  'POST /api/v1/members/contactUs': created(contactMessageSchema),
  'GET /api/v1/members/business/all': ok(list(joinableOfficeSchema)),
  'POST /api/v1/members/favourite': ok(favouriteToggledSchema),
  'GET /api/v1/members/favourites': page(adPageSchema),
  'GET /api/v1/members/favourites/ids': ok(list(z.number())),
  'GET /api/v1/members/myRequests/ads': page(myAdsPageSchema),
  'GET /api/v1/members/notification-settings': ok(notificationSettingsSchema),
  'PUT /api/v1/members/notification-settings': ok(notificationSettingsSchema),
  'POST /api/v1/members/{id}/phone': ok(phoneRevealSchema),
  'GET /api/v1/members/offices': page(officePageSchema),
  'GET /api/v1/members/sort-options': ok(list(officeSortOptionSchema)),
  'GET /api/v1/members/{id}': ok(officeProfileSchema),
  'GET /api/v1/members/fact/{id}': ok(officeFactsSchema),
  'GET /api/v1/members/ads/{id}': page(adPageSchema),
  'POST /api/v1/members/active-ads/{id}': page(adPageSchema),
  'GET /api/v1/members/marketeers/{id}': ok(list(marketeerRowSchema)),
  'DELETE /api/v1/members/marketeers/{id}': ok(marketeerRemovedSchema),
  'POST /api/v1/members/marketeers/{id}/accept': ok(marketeerAcceptedSchema),
  'GET /api/v1/members/broker-information': ok(ownBrokerInformationSchema),
  'POST /api/v1/members/update-broker-information': ok(
    z.extend(authUserSchema, { broker: ownBrokerInformationSchema }),
  ),
  'POST /api/v1/members/uploadStamp': ok(stampSchema),
  'POST /api/v1/members/create-user-subscription': created(chargeStateSchema),
  'POST /api/v1/members/cancel-user-subscription': ok(subscriptionStateSchema),
  'POST /api/v1/members/reactivate-user-subscription': ok(subscriptionStateSchema),
  'POST /api/v1/members/subscription-auto-renewal': ok(subscriptionStateSchema),
  'POST /api/v1/members/update-user-packages': ok(subscriptionStateSchema),

  'GET /api/v1/operator/ads/featured': ok(featuredAdListSchema),
  'GET /api/v1/operator/desks': ok(myDesksSchema),
  'GET /api/v1/operator/staff': ok(list(staffMemberSchema)),
  'POST /api/v1/operator/staff/roles': ok(staffMemberSchema),
  'DELETE /api/v1/operator/staff/{id}/roles/{role}': ok(staffRolesSchema),
  'GET /api/v1/operator/audit-log': ok(auditLogPageSchema),
  'GET /api/v1/operator/dashboard': ok(dashboardSchema),
  'POST /api/v1/operator/jobs/dead-letters/{id}/retry': ok(deadLetterRetrySchema),
  'PUT /api/v1/operator/ads/{id}/featured': ok(adFeaturedSchema),
  'GET /api/v1/operator/moderation': ok(moderationQueueSchema),
  'POST /api/v1/operator/moderation/ads/{id}/decision': ok(moderationDecidedSchema),
  'POST /api/v1/operator/moderation/ads/{id}/take-down': ok(moderationDecidedSchema),
  'GET /api/v1/operator/moderation/reported': ok(reportedAdsSchema),
  'POST /api/v1/operator/moderation/ads/{id}/reports/dismiss': ok(reportsDismissedSchema),
  'GET /api/v1/operator/licences': ok(list(licenceQueueRowSchema)),
  'POST /api/v1/operator/licences/{id}/decision': ok(licenceReviewedSchema),
  'GET /api/v1/operator/licences/{id}/document': file("an office's licence document, to staff", documentTypes),
  'GET /api/v1/operator/deals': ok(list(dealReviewRowSchema)),
  'POST /api/v1/operator/deals/{id}/decision': ok(dealReviewResultSchema),
  'GET /api/v1/operator/deal-imports': ok(list(dealImportSchema)),
  'GET /api/v1/operator/auctions': ok(list(auctionDeskSessionSchema)),
  'POST /api/v1/operator/auctions': { status: 201, data: auctionDeskDetailSchema, orStatus: 200 },
  'GET /api/v1/operator/auctions/{id}': ok(auctionDeskDetailSchema),
  'PATCH /api/v1/operator/auctions/{id}': ok(auctionDeskDetailSchema),
  'POST /api/v1/operator/auctions/{id}/properties': created(auctionDeskDetailSchema),
  'PATCH /api/v1/operator/auctions/properties/{id}': ok(auctionDeskDetailSchema),
  'DELETE /api/v1/operator/auctions/properties/{id}': ok(auctionDeskDetailSchema),
  'PUT /api/v1/operator/auctions/properties/{id}/file': ok(auctionDeskDetailSchema),
  'PUT /api/v1/operator/auctions/properties/{id}/result': ok(auctionDeskDetailSchema),
  'GET /api/v1/operator/promo-codes': ok(list(promoCodeSchema)),
  'POST /api/v1/operator/promo-codes': created(promoCodeSchema),
  'POST /api/v1/operator/promo-codes/{id}/end': ok(promoCodeSchema),
  'GET /api/v1/operator/content/faqs': ok(list(faqSchema)),
  'POST /api/v1/operator/content/faqs': created(faqSchema),
  'PUT /api/v1/operator/content/faqs/{id}': ok(faqSchema),
  'POST /api/v1/operator/content/faqs/{id}/move': ok(list(faqSchema)),
  'GET /api/v1/operator/content/pages': ok(list(sitePageSchema)),
  'PUT /api/v1/operator/content/pages/{key}': ok(sitePageSchema),
  'GET /api/v1/operator/content/banners': ok(list(contentBannerSchema)),
  'POST /api/v1/operator/content/banners': created(contentBannerSchema),
  'PUT /api/v1/operator/content/banners/{id}': ok(contentBannerSchema),
  'POST /api/v1/operator/content/banners/{id}/move': ok(list(contentBannerSchema)),
  'GET /api/v1/operator/content/seo': ok(list(seoConfigRowSchema)),
  'PUT /api/v1/operator/content/seo/{id}': ok(seoConfigRowSchema),
  'GET /api/v1/operator/news': page(newsDeskPageSchema),
  'POST /api/v1/operator/news': created(newsDeskArticleSchema),
  'POST /api/v1/operator/news/preview': ok(newsPreviewSchema),
  'POST /api/v1/operator/news/cover': created(newsCoverUploadSchema),
  'GET /api/v1/operator/news/{id}': ok(newsDeskArticleSchema),
  'PUT /api/v1/operator/news/{id}': ok(newsDeskArticleSchema),
  'POST /api/v1/operator/news/{id}/publish': ok(newsDeskArticleSchema),
  'POST /api/v1/operator/news/{id}/unpublish': ok(newsDeskArticleSchema),
  'GET /api/v1/operator/orders': ok(list(orderDeskRowSchema)),
  'POST /api/v1/operator/orders/{id}/refund': ok(orderDeskRowSchema),
  'GET /api/v1/operator/packages': ok(list(packagePriceListRowSchema)),
  'POST /api/v1/operator/packages/{id}/prices': ok(list(packagePriceListRowSchema)),
  'DELETE /api/v1/operator/packages/{id}/prices/{priceId}': ok(list(packagePriceListRowSchema)),
  'GET /api/v1/operator/members': ok(list(memberMatchSchema)),
  'GET /api/v1/operator/members/{id}': ok(memberSupportFileSchema),
  'POST /api/v1/operator/members/{id}/suspension': ok(memberSupportFileSchema),
  'DELETE /api/v1/operator/members/{id}/suspension': ok(memberSupportFileSchema),
  'GET /api/v1/operator/newsletter/issue': ok(newsletterIssueSchema),
  'GET /api/v1/operator/newsletter/issues': ok(list(newsletterIssueSummarySchema)),
  'PUT /api/v1/operator/newsletter/issues/{id}/note': ok(newsletterIssueSchema),
  'POST /api/v1/operator/newsletter/issues/{id}/send': ok(newsletterIssueSchema),
  'POST /api/v1/operator/newsletter/issues/{id}/schedule': ok(newsletterIssueSchema),
  'DELETE /api/v1/operator/newsletter/issues/{id}/schedule': ok(newsletterIssueSchema),
  'POST /api/v1/operator/deal-imports': created(dealImportSchema),
  'GET /api/v1/operator/deal-imports/{id}': ok(dealImportSchema),
  'POST /api/v1/operator/deal-imports/{id}/commit': ok(dealImportSchema),
  'POST /api/v1/operator/deal-imports/{id}/discard': ok(dealImportSchema),
  'GET /api/v1/operator/verifications': ok(list(verificationQueueRowSchema)),
  'POST /api/v1/operator/verifications/{id}/decision': ok(adVerificationSchema),
  'GET /api/v1/operator/verifications/{id}/files/{file}': file(
    "a verification request's plate photo (WebP) or owner's document, to staff",
    ['image/webp', 'application/pdf'],
  ),

  'GET /api/v1/ads': page(adPageSchema),
  'POST /api/v1/ads': created(adDetailSchema),
  'GET /api/v1/ads/{id}': ok(adDetailSchema),
  'PUT /api/v1/ads/{id}': ok(adDetailSchema),
  'DELETE /api/v1/ads/{id}': ok(deletedSchema),
  'POST /api/v1/ads/{id}/publish': ok(adDetailSchema),
  'POST /api/v1/ads/{id}/cancel': ok(adDetailSchema),
  'POST /api/v1/ads/{id}/repost': ok(adDetailSchema),
  'POST /api/v1/ads/{id}/special': ok(adDetailSchema),
  'POST /api/v1/ads/{id}/phone': ok(phoneRevealSchema),
  'POST /api/v1/ads/{id}/views': ok(adViewCountedSchema),
  'POST /api/v1/ads/{id}/reports': created(adReportedSchema),
  'POST /api/v1/ads/{id}/availability': ok(availabilityAnsweredSchema),
  'POST /api/v1/ads/{id}/availability-answers': ok(availabilityAnsweredSchema),
  'POST /api/v1/ads/{id}/media': created(adMediaItemSchema),
  'POST /api/v1/ads/{id}/verification': created(adVerificationSchema),
  'GET /api/v1/ads/{id}/verification': ok(adVerificationStateSchema),
  'PUT /api/v1/ads/{id}/media/order': ok(list(adMediaItemSchema)),
  'DELETE /api/v1/ads/{id}/media/{mediaId}': ok(deletedSchema),

  'GET /api/v1/deals': page(dealPageSchema),
  'GET /api/v1/deals/trend': ok(list(dealTrendPointSchema)),
  'GET /api/v1/deals/{id}': ok(dealDetailSchema),
  'POST /api/v1/deals': created(dealSubmissionResultSchema),

  'GET /api/v1/auctions': page(auctionPageSchema),
  'GET /api/v1/auctions/{id}': ok(auctionDetailSchema),
  'GET /api/v1/auctions/organizers': ok(list(auctionOrganizerSchema)),
  'GET /api/v1/auctions/organizers/{id}': ok(auctionOrganizerSchema),
  'GET /api/v1/auctions/properties': page(auctionPropertyPageSchema),
  'GET /api/v1/auctions/properties/{id}': ok(auctionPropertyDetailSchema),
  'GET /api/v1/auctions/properties/{id}/file': file("the auction property's file (the organizer's PDF)", [
    'application/pdf',
  ]),

  'GET /api/v1/news': page(newsPageSchema),
  'GET /api/v1/news/{slug}': ok(newsArticleSchema),

  'GET /api/v1/notifications': page(notificationPageSchema),
  'DELETE /api/v1/notifications': ok(deletedCountSchema),
  'GET /api/v1/notifications/unread-count': ok(unreadCountSchema),
  'POST /api/v1/notifications/mark-all-read': ok(notificationsMarkedSchema),
  'POST /api/v1/notifications/{id}/read': ok(notificationReadSchema),
  'DELETE /api/v1/notifications/{id}': ok(deletedCountSchema),
  'GET /api/v1/notifications/push/public-key': ok(pushPublicKeySchema),
  'POST /api/v1/notifications/push/subscriptions': ok(subscribedSchema),
  'DELETE /api/v1/notifications/push/subscriptions': ok(deletedCountSchema),

  'GET /api/v1/valuations/ive': ok(list(instantValuationSchema)),
  'POST /api/v1/valuations/ive': created(instantValuationSchema),
  'GET /api/v1/valuations/ive/{id}': ok(instantValuationSchema),
  'POST /api/v1/valuations/ive/{id}/unlock': ok(valuationUnlockSchema),
  'GET /api/v1/valuations/rent': ok(list(rentEstimateSchema)),
  'POST /api/v1/valuations/rent': created(rentEstimateSchema),
  'GET /api/v1/valuations/rent/{id}': ok(rentEstimateSchema),
  'GET /api/v1/valuations/construction/rates': ok(constructionSetupSchema),
  'GET /api/v1/valuations/construction': ok(list(constructionEstimateSchema)),
  'POST /api/v1/valuations/construction': created(constructionEstimateSchema),
  'GET /api/v1/valuations/construction/{id}': ok(constructionEstimateSchema),
  'POST /api/v1/valuations/construction/{id}/finance': ok(constructionFinanceSchema),
  'GET /api/v1/valuations/banks': ok(financeSetupSchema),
  'GET /api/v1/finance/setup': ok(mortgageSetupSchema),
  'POST /api/v1/finance/calculate': ok(financeCalculationSchema),
  'GET /api/v1/finance/budget': ok(budgetResultSchema),

  'GET /api/v1/saved-searches': page(savedSearchPageSchema),
  'POST /api/v1/saved-searches': { status: 201, data: savedSearchSchema, orStatus: 200 },
  'PATCH /api/v1/saved-searches/{id}': ok(savedSearchSchema),
  'DELETE /api/v1/saved-searches/{id}': ok(deletedCountSchema),

  'GET /api/v1/finance-requests': ok(list(financeRequestSchema)),
  'GET /api/v1/finance-requests/options': ok(financeRequestOptionsSchema),
  'POST /api/v1/finance-requests/code': ok(codeSentSchema),
  'POST /api/v1/finance-requests': created(financeRequestSchema),

  'GET /api/v1/members/myRequests/appraisalRequests': ok(list(appraisalRequestSchema)),
  'GET /api/v1/appraisal-requests/options': ok(appraisalOptionsSchema),
  'POST /api/v1/appraisal-requests/uploads': created(list(uploadedDocumentSchema)),
  'GET /api/v1/appraisal-requests/uploads/{id}': file('a document the caller uploaded for a request', documentTypes),
  'POST /api/v1/appraisal-requests': created(appraisalRequestSchema),
  'GET /api/v1/appraisal-requests/{id}': ok(appraisalRequestSchema),
  'POST /api/v1/appraisal-requests/{id}/pay': created(chargeStateSchema),
  'GET /api/v1/appraisal-requests/{id}/documents/{documentId}': file(
    'a document of the request, to its applicant and its appraiser',
    documentTypes,
  ),
  'GET /api/v1/appraisal-requests/{id}/report': file("the appraiser's report", ['application/pdf']),
  'GET /api/v1/appraiser/requests': ok(list(appraisalRequestSchema)),
  'POST /api/v1/appraiser/requests/{id}/status': ok(appraisalRequestSchema),
  'POST /api/v1/appraiser/requests/{id}/report': ok(appraisalRequestSchema),

  'GET /api/v1/subscriptions': ok(subscriptionsSchema),
  'GET /api/v1/subscriptions/packages/ads': ok(list(packageSchema)),
  'GET /api/v1/subscriptions/packages/addons': ok(list(packageSchema)),
  'GET /api/v1/subscriptions/packages/available/all': ok(list(packageSchema)),
  'GET /api/v1/banners/{screen}': ok(list(bannerSchema)),
  'POST /api/v1/client-errors': { status: 204, description: 'logged; no body' },
  'GET /api/v2/subscriptions/packages/{screen}': ok(screenPackagesSchema),
  'GET /api/v2/subscriptions/packages-one-time/{screen}': ok(list(packageSchema)),
  'POST /api/v2/subscriptions/check-promo-code': ok(promoQuoteSchema),
  'GET /api/v2/subscriptions/check-charge': ok(chargeStateSchema),
  'POST /api/v2/subscriptions/create-user-packages': created(chargeStateSchema),

  'GET /api/dev/local-gateway/checkout/{id}': file("the local gateway's checkout page (demo)", ['text/html']),
  'POST /api/dev/local-gateway/checkout/{id}': {
    status: 303,
    description: "to the charge's return page, paid or declined (demo)",
  },
  'GET /api/dev/outbox': ok(list(outboxMessageSchema)),
  'POST /api/dev/clock': ok(devClockResultSchema),
  'POST /api/dev/jobs/{name}': ok(devJobDoneSchema),
  'POST /api/dev/ads/{id}/expiry': ok(devAdExpiryResultSchema),
  'POST /api/dev/ads/{id}/availability-ask': ok(devAvailabilityAskSchema),
};
