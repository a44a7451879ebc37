import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './members.handlers';

/** The member's own account under `/v1/members`; offices, favourites, settings and payments there have folders of their own. */
export const memberRoutes = new Hono<AppEnv>()
  .post('/contactUs', ...handlers.postContactUs)
  .get('/myAccount', ...handlers.getMyAccount)
  .get('/my-data', ...handlers.getMyData)
  .post('/upgrade-account', ...handlers.postUpgradeAccount)
  .post('/', ...handlers.postUpdateProfile)
  .post('/step-up', ...handlers.postStepUp)
  .post('/uploadAvatar', ...handlers.postUploadAvatar)
  .delete('/', ...handlers.deleteAccount);
