import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './appraisals.handlers';

/** `/v1/appraisal-requests`: the applicant's side (issue 16). */
export const appraisalRequestRoutes = new Hono<AppEnv>()
  .get('/options', cacheControl('public, max-age=300'), ...handlers.getAppraisalOptions)
  .post('/uploads', ...handlers.postAppraisalUploads)
  .get('/uploads/:id', ...handlers.getAppraisalUpload)
  .post('/', ...handlers.postAppraisalRequest)
  .get('/:id', ...handlers.getAppraisalRequest)
  .post('/:id/pay', ...handlers.postPayAppraisal)
  .get('/:id/documents/:documentId', ...handlers.getAppraisalDocument)
  .get('/:id/report', ...handlers.getAppraisalReport);

/** `/v1/members/myRequests/appraisalRequests` (spec §7). */
export const myAppraisalRequestRoutes = new Hono<AppEnv>().get('/', ...handlers.getMyAppraisalRequests);

/** `/v1/appraiser`: the appraiser's workspace (role `appraiser`). */
export const appraiserRoutes = new Hono<AppEnv>()
  .get('/requests', ...handlers.getOfficeRequests)
  .post('/requests/:id/status', ...handlers.postAppraisalStatus)
  .post('/requests/:id/report', ...handlers.postAppraisalReport);
