import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { adDetailSchema, adMediaItemSchema, adPageSchema, phoneRevealSchema } from '@/lib/schemas/ads';
import { appraisalRequestSchema, uploadedDocumentSchema } from '@/lib/schemas/appraisals';
import { authUserSchema } from '@/lib/schemas/auth';
import { dealDetailSchema, dealSubmissionResultSchema } from '@/lib/schemas/deals';
import { financeRequestSchema } from '@/lib/schemas/finance-request';
import { instantValuationSchema } from '@/lib/schemas/instant-valuation';
import { notificationSettingsSchema } from '@/lib/schemas/notification-settings';
import { notificationPageSchema, unreadCountSchema } from '@/lib/schemas/notifications';
import { chargeStateSchema, packageSchema, subscriptionStateSchema } from '@/lib/schemas/payments';
import { rentEstimateSchema } from '@/lib/schemas/rent-estimate';
import { savedSearchSchema } from '@/lib/schemas/saved-searches';

/**
 * The success answers the contract describes, by route (`METHOD /api/... with {param}`): the schemas the web client
 * parses these answers with (lib/api), so a change to an answer's shape shows in both. `data` is the body's `data`
 * field (the API's envelope); `body` is the whole body (the paginated lists). A route not listed here is documented
 * with its status and no body shape.
 */
export type SuccessResponse = { status: 200 | 201; data: $ZodType } | { status: 200; body: $ZodType };

const deleted = z.object({ deleted: z.boolean() });

export const successResponses: Record<string, SuccessResponse> = {
  'GET /api/v1/ads': { status: 200, body: adPageSchema },
  'POST /api/v1/ads': { status: 201, data: adDetailSchema },
  'GET /api/v1/ads/{id}': { status: 200, data: adDetailSchema },
  'PUT /api/v1/ads/{id}': { status: 200, data: adDetailSchema },
  'DELETE /api/v1/ads/{id}': { status: 200, data: deleted },
  'POST /api/v1/ads/{id}/publish': { status: 200, data: adDetailSchema },
  'POST /api/v1/ads/{id}/cancel': { status: 200, data: adDetailSchema },
  'POST /api/v1/ads/{id}/repost': { status: 200, data: adDetailSchema },
  'POST /api/v1/ads/{id}/phone': { status: 200, data: phoneRevealSchema },
  'POST /api/v1/ads/{id}/media': { status: 201, data: adMediaItemSchema },
  'PUT /api/v1/ads/{id}/media/order': { status: 200, data: z.array(adMediaItemSchema) },
  'DELETE /api/v1/ads/{id}/media/{mediaId}': { status: 200, data: deleted },
  'POST /api/v1/members/{id}/phone': { status: 200, data: phoneRevealSchema },
  'GET /api/v1/members/favourites': { status: 200, body: adPageSchema },
  'GET /api/v1/members/myAccount': { status: 200, data: authUserSchema },
  'POST /api/v1/members': { status: 200, data: authUserSchema },
  'POST /api/v1/members/upgrade-account': { status: 200, data: authUserSchema },
  'POST /api/v1/auth/users/update-third-party-user-info': { status: 200, data: authUserSchema },
  'POST /api/v1/auth/users/business-details': { status: 200, data: authUserSchema },
  'GET /api/v1/members/notification-settings': { status: 200, data: notificationSettingsSchema },
  'PUT /api/v1/members/notification-settings': { status: 200, data: notificationSettingsSchema },
  'GET /api/v1/notifications': { status: 200, body: notificationPageSchema },
  'GET /api/v1/notifications/unread-count': { status: 200, data: unreadCountSchema },
  'GET /api/v1/deals/{id}': { status: 200, data: dealDetailSchema },
  'POST /api/v1/deals': { status: 201, data: dealSubmissionResultSchema },
  'POST /api/v1/valuations/ive': { status: 201, data: instantValuationSchema },
  'POST /api/v1/valuations/rent': { status: 201, data: rentEstimateSchema },
  'PATCH /api/v1/saved-searches/{id}': { status: 200, data: savedSearchSchema },
  'POST /api/v1/finance-requests': { status: 201, data: financeRequestSchema },
  'POST /api/v1/appraisal-requests/uploads': { status: 201, data: z.array(uploadedDocumentSchema) },
  'POST /api/v1/appraisal-requests': { status: 201, data: appraisalRequestSchema },
  'POST /api/v1/appraisal-requests/{id}/pay': { status: 201, data: chargeStateSchema },
  'POST /api/v1/appraiser/requests/{id}/status': { status: 200, data: appraisalRequestSchema },
  'POST /api/v1/appraiser/requests/{id}/report': { status: 200, data: appraisalRequestSchema },
  'PUT /api/v1/common/update-transaction/{id}': { status: 200, data: chargeStateSchema },
  'GET /api/v1/common/check-charge/{id}': { status: 200, data: chargeStateSchema },
  'POST /api/v2/subscriptions/create-user-packages': { status: 201, data: chargeStateSchema },
  'POST /api/v1/members/create-user-subscription': { status: 201, data: chargeStateSchema },
  'GET /api/v1/subscriptions': { status: 200, data: subscriptionStateSchema },
  'POST /api/v1/members/cancel-user-subscription': { status: 200, data: subscriptionStateSchema },
  'POST /api/v1/members/reactivate-user-subscription': { status: 200, data: subscriptionStateSchema },
  'POST /api/v1/members/subscription-auto-renewal': { status: 200, data: subscriptionStateSchema },
  'GET /api/v2/subscriptions/packages-one-time/{screen}': { status: 200, data: z.array(packageSchema) },
  'GET /api/v1/subscriptions/packages/addons': { status: 200, data: z.array(packageSchema) },
  'GET /api/v1/subscriptions/packages/available/all': { status: 200, data: z.array(packageSchema) },
};
