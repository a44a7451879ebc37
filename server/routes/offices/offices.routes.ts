import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './offices.handlers';

/**
 * Offices and their marketeers (spec §7), mounted on `/v1/members` as the spec names them, after every other router
 * there: `/:id` would otherwise take their named paths.
 */
export const officeRoutes = new Hono<AppEnv>()
  .get('/business/all', ...handlers.getJoinableOffices)
  .get('/offices', cacheControl('public, max-age=60'), ...handlers.getOfficeList)
  .get('/sort-options', cacheControl('public, max-age=300'), ...handlers.getSortOptions)
  .get('/broker-information', ...handlers.getBrokerInformation)
  .post('/update-broker-information', ...handlers.postUpdateBrokerInformation)
  .post('/uploadStamp', ...handlers.postUploadStamp)
  .get('/ads/:id', cacheControl('public, max-age=60'), ...handlers.getMemberAds)
  .post('/active-ads/:id', ...handlers.postActiveAds)
  .get('/fact/:id', cacheControl('public, max-age=60'), ...handlers.getMemberFacts)
  .get('/marketeers/:id', ...handlers.getMarketeers)
  .delete('/marketeers/:id', ...handlers.deleteMarketeer)
  .post('/marketeers/:id/accept', ...handlers.postAcceptMarketeer)
  .post('/:id/phone', ...handlers.postOfficePhone)
  .get('/:id', cacheControl('public, max-age=60'), ...handlers.getMember);
