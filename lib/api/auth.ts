import { z } from 'zod/mini';
import {
  authUserSchema,
  type BusinessDetailsOutput,
  type EmailRegisterOutput,
  type RegisterOutput,
  type ThirdPartyInfoOutput,
} from '../schemas/auth';
import { api } from './browser-client';
import { readData } from './client';

const sentSchema = z.object({ resendInSeconds: z.number() });
const loginResultSchema = z.union([
  z.object({ isRegistered: z.literal(false) }),
  z.extend(authUserSchema, { isRegistered: z.literal(true), token: z.string() }),
]);
const verifiedSchema = z.object({ verified: z.boolean(), isRegistered: z.boolean() });
const signedInSchema = z.extend(authUserSchema, { token: z.string() });
const optionSchema = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });
const officeSchema = z.object({ id: z.number(), companyName: z.string() });
const documentSchema = z.object({ id: z.number(), mimeType: z.string(), url: z.string() });

export type LoginResult = z.infer<typeof loginResultSchema>;
export type Channel = 'phone' | 'email';

const web = { credentials: 'include' } as const;

export const authApi = {
  sendCode: (channel: Channel, target: string) =>
    readData(sentSchema, api.post(channel === 'phone' ? 'auth/users/sendOTP' : 'auth/users/sendEmailOTP', { json: channel === 'phone' ? { phone: target } : { email: target } })),
  login: (channel: Channel, target: string, otp: string) =>
    readData(
      loginResultSchema,
      api.post(channel === 'phone' ? 'auth/users/login' : 'auth/users/email-login', { json: channel === 'phone' ? { phone: target, otp } : { email: target, otp }, ...web }),
    ),
  verifyCode: (channel: Channel, target: string, otp: string) =>
    readData(
      verifiedSchema,
      api.post(channel === 'phone' ? 'auth/users/verifyOTP' : 'auth/users/verifyEmailOTP', { json: channel === 'phone' ? { phone: target, otp } : { email: target, otp } }),
    ),
  register: (payload: RegisterOutput) => readData(signedInSchema, api.post('auth/users/register', { json: payload, ...web })),
  emailRegister: (payload: EmailRegisterOutput) => readData(signedInSchema, api.post('auth/users/email-register', { json: payload, ...web })),
  completeThirdPartyInfo: (payload: ThirdPartyInfoOutput) => readData(authUserSchema, api.post('auth/users/update-third-party-user-info', { json: payload })),
  businessDetails: (payload: BusinessDetailsOutput) => readData(authUserSchema, api.post('auth/users/business-details', { json: payload })),
  identityNonce: () => readData(z.object({ nonce: z.string() }), api.post('auth/users/identity-nonce', { json: {}, ...web })),
  identitySignIn: (provider: 'google' | 'apple', idToken: string) =>
    readData(signedInSchema, api.post(provider === 'google' ? 'auth/users/google-callback-website' : 'auth/users/apple-callback-mobile', { json: { idToken }, ...web })),
  logout: () => readData(z.object({ signedOut: z.boolean() }), api.post('auth/users/logout', { json: {}, ...web })),
  registrationReasons: () => readData(z.array(optionSchema), api.get('auth/registrations-reasons')),
  offices: () => readData(z.array(officeSchema), api.get('members/business/all')),
  uploadDocuments: (files: File[]) => {
    const body = new FormData();
    for (const file of files) body.append('files', file);
    return readData(z.array(documentSchema), api.post('auth/supporting-documents', { body }));
  },
};
