import { z } from 'zod/mini';
import { codeSentSchema } from '../schemas/answers';
import { uploadedDocumentSchema } from '../schemas/appraisals';
import {
  authUserSchema,
  loginResultSchema,
  identityNonceSchema,
  otpVerifiedSchema,
  signedInSchema,
  signedOutSchema,
  type BusinessDetailsOutput,
  type EmailRegisterOutput,
  type RegisterOutput,
  type ThirdPartyInfoOutput,
} from '../schemas/auth';
import { joinableOfficeSchema } from '../schemas/offices';
import { namedItemSchema } from '../schemas/reference-data';
import { api } from './browser-client';
import { readData } from './client';

export type Channel = 'phone' | 'email';

const web = { credentials: 'include' } as const;

export const authApi = {
  sendCode: (channel: Channel, target: string) =>
    readData(
      codeSentSchema,
      api.post(channel === 'phone' ? 'auth/users/sendOTP' : 'auth/users/sendEmailOTP', {
        json: channel === 'phone' ? { phone: target } : { email: target },
      }),
    ),
  login: (channel: Channel, target: string, otp: string) =>
    readData(
      loginResultSchema,
      api.post(channel === 'phone' ? 'auth/users/login' : 'auth/users/email-login', {
        json: channel === 'phone' ? { phone: target, otp } : { email: target, otp },
        ...web,
      }),
    ),
  verifyCode: (channel: Channel, target: string, otp: string) =>
    readData(
      otpVerifiedSchema,
      api.post(channel === 'phone' ? 'auth/users/verifyOTP' : 'auth/users/verifyEmailOTP', {
        json: channel === 'phone' ? { phone: target, otp } : { email: target, otp },
      }),
    ),
  register: (payload: RegisterOutput) =>
    readData(signedInSchema, api.post('auth/users/register', { json: payload, ...web })),
  emailRegister: (payload: EmailRegisterOutput) =>
    readData(signedInSchema, api.post('auth/users/email-register', { json: payload, ...web })),
  completeThirdPartyInfo: (payload: ThirdPartyInfoOutput) =>
    readData(authUserSchema, api.post('auth/users/update-third-party-user-info', { json: payload })),
  businessDetails: (payload: BusinessDetailsOutput) =>
    readData(authUserSchema, api.post('auth/users/business-details', { json: payload })),
  identityNonce: () => readData(identityNonceSchema, api.post('auth/users/identity-nonce', { json: {}, ...web })),
  identitySignIn: (provider: 'google' | 'apple', idToken: string) =>
    readData(
      signedInSchema,
      api.post(provider === 'google' ? 'auth/users/google-callback-website' : 'auth/users/apple-callback-mobile', {
        json: { idToken },
        ...web,
      }),
    ),
  logout: () => readData(signedOutSchema, api.post('auth/users/logout', { json: {}, ...web })),
  registrationReasons: () => readData(z.array(namedItemSchema), api.get('auth/registrations-reasons')),
  offices: () => readData(z.array(joinableOfficeSchema), api.get('members/business/all')),
  uploadDocuments: (files: File[]) => {
    const body = new FormData();
    for (const file of files) body.append('files', file);
    return readData(z.array(uploadedDocumentSchema), api.post('auth/supporting-documents', { body }));
  },
};
