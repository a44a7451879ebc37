import { Hono } from 'hono';
import { cacheControl } from '../../lib/cache-control';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './members.handlers';
import * as offices from './offices.handlers';
import { getMyBalance, postCreateUserSubscription } from '../payments/payments.handlers';
import { postCancelUserSubscription, postReactivateUserSubscription, postSubscriptionAutoRenewal, postUpdateUserPackages } from '../payments/subscriptions.handlers';

export const memberRoutes = new Hono<AppEnv>()
  .post('/contactUs', ...handlers.postContactUs)
  .get('/myAccount', ...handlers.getMyAccount)
  .get('/my-data', ...handlers.getMyData)
  .get('/my-balance', ...getMyBalance)
  .post('/create-user-subscription', ...postCreateUserSubscription)
  .post('/cancel-user-subscription', ...postCancelUserSubscription)
  .post('/reactivate-user-subscription', ...postReactivateUserSubscription)
  .post('/subscription-auto-renewal', ...postSubscriptionAutoRenewal)
  .post('/update-user-packages', ...postUpdateUserPackages)
  .get('/business/all', ...handlers.getOffices)
  .post('/upgrade-account', ...handlers.postUpgradeAccount)
  .post('/', ...handlers.postUpdateProfile)
  .post('/step-up', ...handlers.postStepUp)
  .post('/uploadAvatar', ...handlers.postUploadAvatar)
  .delete('/', ...handlers.deleteAccount)
  .post('/favourite', ...handlers.postFavourite)
  .get('/favourites', ...handlers.getFavourites)
  .get('/favourites/ids', ...handlers.getFavouriteIds)
  .get('/myRequests/ads', ...handlers.getMyAds)
  .get('/notification-settings', ...handlers.getNotificationSettings)
  .put('/notification-settings', ...handlers.putNotificationSettings)
  // Offices and their marketeers (spec §7); `/:id` last, after every named path.
  .get('/offices', cacheControl('public, max-age=60'), ...offices.getOfficeList)
  .get('/sort-options', cacheControl('public, max-age=300'), ...offices.getSortOptions)
  .get('/broker-information', ...offices.getBrokerInformation)
  .post('/update-broker-information', ...offices.postUpdateBrokerInformation)
  .post('/uploadStamp', ...offices.postUploadStamp)
  .get('/ads/:id', cacheControl('public, max-age=60'), ...offices.getMemberAds)
  .post('/active-ads/:id', ...offices.postActiveAds)
  .get('/fact/:id', cacheControl('public, max-age=60'), ...offices.getMemberFacts)
  .get('/marketeers/:id', ...offices.getMarketeers)
  .delete('/marketeers/:id', ...offices.deleteMarketeer)
  .post('/marketeers/:id/accept', ...offices.postAcceptMarketeer)
  .post('/:id/phone', ...offices.postOfficePhone)
  .get('/:id', cacheControl('public, max-age=60'), ...offices.getMember);
