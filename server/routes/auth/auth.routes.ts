import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './auth.handlers';
import * as documents from './supporting-documents.handlers';

const users = new Hono<AppEnv>()
  .post('/sendOTP', ...handlers.postSendOtp)
  .post('/sendEmailOTP', ...handlers.postSendEmailOtp)
  .post('/login', ...handlers.postLogin)
  .post('/email-login', ...handlers.postEmailLogin)
  .post('/verifyOTP', ...handlers.postVerifyOtp)
  .post('/verifyEmailOTP', ...handlers.postVerifyEmailOtp)
  .post('/register', ...handlers.postRegister)
  .post('/email-register', ...handlers.postEmailRegister)
  .post('/update-third-party-user-info', ...handlers.postThirdPartyInfo)
  .post('/business-details', ...handlers.postBusinessDetails)
  .post('/identity-nonce', ...handlers.postIdentityNonce)
  .post('/google-callback-website', ...handlers.postGoogleCallback)
  .post('/apple-callback-mobile', ...handlers.postAppleCallback)
  .post('/reauthenticate', ...handlers.postReauthenticate)
  .post('/logout', ...handlers.postLogout);

export const authRoutes = new Hono<AppEnv>()
  .route('/users', users)
  .get('/registrations-reasons', ...handlers.getRegistrationReasons)
  .post('/supporting-documents', ...documents.postSupportingDocuments)
  .get('/supporting-documents/:id', ...documents.getSupportingDocument);
