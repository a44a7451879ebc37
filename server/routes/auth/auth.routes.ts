import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import { rateLimit } from '../../lib/rate-limit';
import * as handlers from './auth.handlers';
import * as documents from './supporting-documents.handlers';

/** Every call that takes a phone, an e-mail, a code or an identity token without a session is limited per address. */
const identity = rateLimit('identity');

const users = new Hono<AppEnv>()
  .post('/sendOTP', identity, ...handlers.postSendOtp)
  .post('/sendEmailOTP', identity, ...handlers.postSendEmailOtp)
  .post('/login', identity, ...handlers.postLogin)
  .post('/email-login', identity, ...handlers.postEmailLogin)
  .post('/verifyOTP', identity, ...handlers.postVerifyOtp)
  .post('/verifyEmailOTP', identity, ...handlers.postVerifyEmailOtp)
  .post('/register', identity, ...handlers.postRegister)
  .post('/email-register', identity, ...handlers.postEmailRegister)
  .post('/update-third-party-user-info', ...handlers.postThirdPartyInfo)
  .post('/business-details', ...handlers.postBusinessDetails)
  .post('/identity-nonce', identity, ...handlers.postIdentityNonce)
  .post('/google-callback-website', identity, ...handlers.postGoogleCallback)
  .post('/apple-callback-mobile', identity, ...handlers.postAppleCallback)
  .post('/reauthenticate', rateLimit('refresh'), ...handlers.postReauthenticate)
  .post('/logout', ...handlers.postLogout);

export const authRoutes = new Hono<AppEnv>()
  .route('/users', users)
  .get('/registrations-reasons', ...handlers.getRegistrationReasons)
  .post('/supporting-documents', ...documents.postSupportingDocuments)
  .get('/supporting-documents/:id', ...documents.getSupportingDocument);
