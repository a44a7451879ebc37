import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import { toLocale } from '@/lib/i18n/config';
import { logger } from './logger';
import { ApiError, errorMessage, type ErrorBody, type ErrorCode } from './lib/errors';
import type { AppEnv } from './lib/hono-env';
import { translateKey } from './lib/translate';
import { sameOriginWrites } from './lib/same-origin';
import { limitRequestBodies } from './lib/body-limit';
import { closeAfterUnreadBody } from './lib/close-after-refusal';
import { largestUploadBodyBytes } from './services/uploads/upload-limits';
import { commonRoutes } from './routes/common/common.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { fileRoutes } from './routes/files/files.routes';
import { operatorRoutes } from './routes/operator/operator.routes';
import { memberRoutes } from './routes/members/members.routes';
import { favouriteRoutes } from './routes/favourites/favourites.routes';
import { myAdRoutes } from './routes/my-ads/my-ads.routes';
import { notificationSettingRoutes } from './routes/notification-settings/notification-settings.routes';
import { officeRoutes } from './routes/offices/offices.routes';
import { adRoutes } from './routes/ads/ads.routes';
import { adReportRoutes } from './routes/ad-reports/ad-reports.routes';
import { adAvailabilityRoutes } from './routes/ad-availability/ad-availability.routes';
import { auctionRoutes } from './routes/auctions/auctions.routes';
import { dealRoutes } from './routes/deals/deals.routes';
import { newsRoutes } from './routes/news/news.routes';
import { notificationRoutes } from './routes/notifications/notifications.routes';
import { instantValuationRoutes } from './routes/instant-valuations/instant-valuations.routes';
import { rentEstimateRoutes } from './routes/rent-estimates/rent-estimates.routes';
import { financeRequestRoutes } from './routes/finance-requests/finance-requests.routes';
import {
  appraisalRequestRoutes,
  appraiserRoutes,
  myAppraisalRequestRoutes,
} from './routes/appraisals/appraisals.routes';
import { savedSearchRoutes } from './routes/saved-searches/saved-searches.routes';
import { constructionEstimateRoutes } from './routes/construction-estimates/construction-estimates.routes';
import { financeRoutes } from './routes/finance/finance.routes';
import { devRoutes } from './routes/dev/dev.routes';
import { newsletterRoutes } from './routes/newsletter/newsletter.routes';
import { clientErrorRoutes } from './routes/client-errors/client-errors.routes';
import {
  bannerRoutes,
  commonPaymentRoutes,
  memberPaymentRoutes,
  subscriptionRoutesV1,
  subscriptionRoutesV2,
} from './routes/payments/payments.routes';
import { config, isDemo } from './config';
import { healthRoutes, readinessAnswer } from './operations/health';
import { observeApiRequests } from './operations/metrics';
import { fromFolder } from './lib/route-notes';
import { openApiDocument } from './openapi/openapi-document';
import { contractRoutes, referencePageRoutes } from './routes/reference/reference.routes';

function statusToCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 400) return 'VALIDATION_FAILED';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL';
}

/** The whole API, mounted under /api. Versioned routers live under /v1 and /v2. */
export function createApp(options: { devRoutes: boolean } = { devRoutes: isDemo() }) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(requestId());
  app.use(observeApiRequests);
  app.use(async (c, next) => {
    c.set('locale', toLocale(c.req.header('x-localization')));
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  // HSTS only in production: a demo often runs on plain http, and pinning its host to https would lock browsers out.
  // A header the handler set stays (the newsletter's open pixel loads in webmail, on other sites).
  app.use(
    secureHeaders({
      crossOriginResourcePolicy: 'same-site',
      strictTransportSecurity: config().APP_ENV === 'production',
      overwrite: false,
    }),
  );
  app.use(sameOriginWrites());
  app.use(closeAfterUnreadBody);
  app.use(limitRequestBodies(largestUploadBodyBytes));

  app.get('/ping', (c) => c.text('pong'));
  app.route('/health', healthRoutes);
  app.get('/health', readinessAnswer);

  const v1 = new Hono<AppEnv>();
  v1.route('/common', fromFolder('common', commonRoutes));
  v1.route('/common', fromFolder('payments', commonPaymentRoutes));
  v1.route('/auth', fromFolder('auth', authRoutes));
  v1.route('/files', fromFolder('files', fileRoutes));
  v1.route('/members', fromFolder('members', memberRoutes));
  v1.route('/members', fromFolder('favourites', favouriteRoutes));
  v1.route('/members', fromFolder('my-ads', myAdRoutes));
  v1.route('/members', fromFolder('notification-settings', notificationSettingRoutes));
  v1.route('/members', fromFolder('payments', memberPaymentRoutes));
  v1.route('/members', fromFolder('offices', officeRoutes)); // last of /members: its `/:id` would take the named paths
  v1.route('/operator', fromFolder('operator', operatorRoutes));
  v1.route('/ads', fromFolder('ads', adRoutes));
  v1.route('/ads', fromFolder('ad-reports', adReportRoutes));
  v1.route('/ads', fromFolder('ad-availability', adAvailabilityRoutes));
  v1.route('/deals', fromFolder('deals', dealRoutes));
  v1.route('/auctions', fromFolder('auctions', auctionRoutes));
  v1.route('/news', fromFolder('news', newsRoutes));
  v1.route('/newsletter', fromFolder('newsletter', newsletterRoutes));
  v1.route('/notifications', fromFolder('notifications', notificationRoutes));
  v1.route('/valuations/ive', fromFolder('instant-valuations', instantValuationRoutes));
  v1.route('/valuations/rent', fromFolder('rent-estimates', rentEstimateRoutes));
  v1.route('/saved-searches', fromFolder('saved-searches', savedSearchRoutes));
  v1.route('/finance-requests', fromFolder('finance-requests', financeRequestRoutes));
  v1.route('/members/myRequests/appraisalRequests', fromFolder('appraisals', myAppraisalRequestRoutes));
  v1.route('/appraisal-requests', fromFolder('appraisals', appraisalRequestRoutes));
  v1.route('/appraiser', fromFolder('appraisals', appraiserRoutes));
  v1.route('/valuations', fromFolder('construction-estimates', constructionEstimateRoutes));
  v1.route('/finance', fromFolder('finance', financeRoutes));
  v1.route('/subscriptions', fromFolder('payments', subscriptionRoutesV1));
  v1.route('/banners', fromFolder('payments', bannerRoutes));
  v1.route('/client-errors', fromFolder('client-errors', clientErrorRoutes));
  app.route('/v1', v1);

  const v2 = new Hono<AppEnv>();
  v2.route('/subscriptions', fromFolder('payments', subscriptionRoutesV2));
  app.route('/v2', v2);
  if (options.devRoutes) app.route('/dev', fromFolder('dev', devRoutes));
  // Built once, at the first request for it, when every route above is registered.
  let contract: ReturnType<typeof openApiDocument> | undefined;
  app.route(
    '/',
    fromFolder(
      'reference',
      contractRoutes(() => (contract ??= openApiDocument(app.routes))),
    ),
  );
  if (config().API_REFERENCE_PAGE ?? isDemo()) app.route('/', fromFolder('reference', referencePageRoutes));

  app.notFound((c) =>
    c.json<ErrorBody>({ code: 'NOT_FOUND', message: errorMessage('NOT_FOUND', c.get('locale') ?? 'ar') }, 404),
  );

  app.onError((err, c) => {
    const locale = c.get('locale') ?? 'ar';
    if (err instanceof ApiError) {
      const fieldErrors = err.fieldErrors
        ? Object.fromEntries(
            Object.entries(err.fieldErrors).map(([k, v]) => [k, v.map((m) => translateKey(m, locale))]),
          )
        : undefined;
      return c.json<ErrorBody>(
        { code: err.code, message: errorMessage(err.code, locale), fieldErrors, details: err.details },
        err.status,
        err.headers,
      );
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code = statusToCode(err.status);
      return c.json<ErrorBody>({ code, message: errorMessage(code, locale) }, err.status);
    }
    (c.get('log') ?? logger).error({ err }, 'unhandled error');
    return c.json<ErrorBody>({ code: 'INTERNAL', message: errorMessage('INTERNAL', locale) }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
