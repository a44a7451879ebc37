import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './members.handlers';
import { getMyBalance, postCreateUserSubscription } from '../payments/payments.handlers';
import { postCancelUserSubscription, postReactivateUserSubscription, postSubscriptionAutoRenewal } from '../payments/subscriptions.handlers';

export const memberRoutes = new Hono<AppEnv>()
  .post('/contactUs', ...handlers.postContactUs)
  .get('/myAccount', ...handlers.getMyAccount)
  .get('/my-balance', ...getMyBalance)
  .post('/create-user-subscription', ...postCreateUserSubscription)
  .post('/cancel-user-subscription', ...postCancelUserSubscription)
  .post('/reactivate-user-subscription', ...postReactivateUserSubscription)
  .post('/subscription-auto-renewal', ...postSubscriptionAutoRenewal)
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
  .put('/notification-settings', ...handlers.putNotificationSettings);
