import { z } from 'zod/mini';
import { emailField, idField, messageKeys, personNameField, phoneField, safeText, textField } from './fields';

export const OTP_DIGITS = 6;

export const otpField = z.pipe(
  z.string(messageKeys.required),
  z
    .string()
    .check(z.trim(), z.minLength(1, messageKeys.required), z.regex(/^\d{6}$/, 'general.validation.otp_invalid')),
);
const fcmToken = z.optional(z.nullable(safeText(4096)));

export const sendOtpSchema = z.strictObject({ phone: phoneField });
export const sendEmailOtpSchema = z.strictObject({ email: emailField });
export const phoneLoginSchema = z.strictObject({ phone: phoneField, otp: otpField, fcmToken });
export const emailLoginSchema = z.strictObject({ email: emailField, otp: otpField, fcmToken });
export const idTokenSchema = z.strictObject({ idToken: textField(20, 8192), fcmToken });
export type PhoneLoginInput = z.input<typeof phoneLoginSchema>;
export type EmailLoginInput = z.input<typeof emailLoginSchema>;

/** Account details shared by every registration path (spec §3 register payload, minus phone/otp/fcmToken/name). */
const accountDetails = {
  email: emailField,
  firstName: personNameField,
  lastName: personNameField,
  accountType: z.union([z.literal(1), z.literal(2)], messageKeys.required),
  isOffice: z.optional(z.boolean()),
  /** For an office account: true = licensed broker (owns the office), false = marketeer joining an office. */
  isOwner: z.optional(z.boolean()),
  registrationReasonId: z.optional(z.nullable(idField)),
  brokerEmail: z.optional(z.nullable(z.union([emailField, z.literal('')]))),
  brokerPhone: z.optional(z.nullable(z.union([phoneField, z.literal('')]))),
  companyName: z.optional(z.nullable(safeText(120))),
  companyId: z.optional(z.nullable(idField)),
  registrationNumber: z.optional(z.nullable(safeText(40))),
};

type AccountDetails = {
  accountType: 1 | 2;
  isOwner?: boolean;
  companyName?: string | null;
  companyId?: number | null;
  registrationNumber?: string | null;
};

/** An office account needs its licence details (licensed broker) or the office it joins (marketeer). */
function officeRules(
  value: AccountDetails,
  issues: { push(issue: { code: 'custom'; message: string; path: string[]; input: unknown }): void },
) {
  if (value.accountType !== 2) return;
  const missing = (path: string) =>
    issues.push({ code: 'custom', message: messageKeys.required, path: [path], input: value });
  if (value.isOwner === false) {
    if (!value.companyId) missing('companyId');
    return;
  }
  if (!value.companyName || value.companyName.length < 3) missing('companyName');
  if (!value.registrationNumber) missing('registrationNumber');
}

const withOfficeRules = <T extends z.ZodMiniType<AccountDetails>>(schema: T) =>
  schema.check(z.superRefine((v, ctx) => officeRules(v as AccountDetails, ctx.issues)));

export const registerSchema = withOfficeRules(
  z.strictObject({ ...accountDetails, phone: phoneField, otp: otpField, fcmToken, name: z.optional(safeText(160)) }),
);
export const emailRegisterSchema = withOfficeRules(
  z.strictObject({
    ...accountDetails,
    phone: z.optional(z.union([phoneField, z.literal('')])),
    otp: otpField,
    fcmToken,
    name: z.optional(safeText(160)),
  }),
);
/** The details form of every sign-up path (sign-up, a code sign-in of an unknown contact, a Google/Apple account). */
export const accountDetailsSchema = withOfficeRules(
  z.strictObject({ ...accountDetails, phone: z.optional(z.union([phoneField, z.literal('')])) }),
);
/**
 * Completing a Google/Apple account (spec: the register payload without phone, otp, fcmToken and name). A licensed
 * broker names the licence documents already uploaded with the new account's session, as `upgrade-account` does.
 */
export const thirdPartyInfoSchema = withOfficeRules(
  z.strictObject({ ...accountDetails, documentIds: z.optional(z.array(idField).check(z.maxLength(4))) }),
).check(
  z.superRefine((value, ctx) => {
    if (value.accountType === 2 && value.isOwner !== false && !value.documentIds?.length) {
      ctx.issues.push({ code: 'custom', message: messageKeys.required, path: ['documentIds'], input: value });
    }
  }),
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterOutput = z.output<typeof registerSchema>;
export type EmailRegisterOutput = z.output<typeof emailRegisterSchema>;
export type AccountDetailsOutput = z.output<typeof accountDetailsSchema>;
export type ThirdPartyInfoOutput = z.output<typeof thirdPartyInfoSchema>;

export const businessDetailsSchema = z.strictObject({
  companyName: textField(3, 120),
  registrationNumber: textField(1, 40),
  brokerEmail: z.optional(z.nullable(z.union([emailField, z.literal('')]))),
  brokerPhone: z.optional(z.nullable(z.union([phoneField, z.literal('')]))),
});
export type BusinessDetailsOutput = z.output<typeof businessDetailsSchema>;

/** Upgrading a regular account to an office account (account settings): the sign-up's office fields. */
const licensedUpgrade = {
  isOwner: z.literal(true),
  companyName: textField(3, 120),
  registrationNumber: textField(1, 40),
};
const marketeerUpgrade = { isOwner: z.literal(false), companyId: idField };
/** The form's fields; the licence document is a file beside them, uploaded on submit. */
export const upgradeAccountFormSchema = z.discriminatedUnion('isOwner', [
  z.strictObject(licensedUpgrade),
  z.strictObject(marketeerUpgrade),
]);
/** The API's body: a licensed broker names the supporting documents already uploaded (`POST auth/supporting-documents`). */
export const upgradeAccountSchema = z.discriminatedUnion('isOwner', [
  z.strictObject({
    ...licensedUpgrade,
    documentIds: z.array(idField).check(z.minLength(1, messageKeys.required), z.maxLength(4)),
  }),
  z.strictObject(marketeerUpgrade),
]);
export type UpgradeAccountFormInput = z.input<typeof upgradeAccountFormSchema>;
export type UpgradeAccountFormOutput = z.output<typeof upgradeAccountFormSchema>;
export type UpgradeAccountOutput = z.output<typeof upgradeAccountSchema>;

/** Profile edit; a changed phone or e-mail must come with a fresh code sent to the new address, and needs a recent sign-in or step-up. */
export const updateProfileSchema = z.strictObject({
  firstName: personNameField,
  lastName: personNameField,
  email: z.optional(emailField),
  phone: z.optional(z.union([phoneField, z.literal('')])),
  otp: z.optional(otpField),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileOutput = z.output<typeof updateProfileSchema>;

export const deleteAccountSchema = z.strictObject({ otp: otpField });

/** A code sent to one of the member's current contacts, before changing or removing the phone or e-mail. */
export const stepUpSchema = z.strictObject({ channel: z.enum(['phone', 'email']), otp: otpField });
export type StepUpOutput = z.output<typeof stepUpSchema>;

/** What the API returns for the signed-in member (spec §3 Auth user). */
export const authUserSchema = z.object({
  id: z.number(),
  token: z.optional(z.string()),
  refreshToken: z.optional(z.string()),
  memberType: z.number(),
  brokerType: z.nullable(z.enum(['licensed', 'marketeer'])),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.nullable(z.string()),
  isCompleted: z.boolean(),
  isSubscriber: z.boolean(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** `login`/`email-login`: an unknown number or address is not registered (its code stays usable for `register`). */
export const loginResultSchema = z.union([
  z.object({ isRegistered: z.literal(false) }),
  z.extend(authUserSchema, { isRegistered: z.literal(true), token: z.string() }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;
export const signedInSchema = z.extend(authUserSchema, { token: z.string() });
export const otpVerifiedSchema = z.object({ verified: z.boolean(), isRegistered: z.boolean() });
/** `reauthenticate`: a new access token, and the rotated refresh token for the app (the web gets it as a cookie). */
export const sessionRenewedSchema = z.object({ token: z.string(), refreshToken: z.optional(z.string()) });
export const signedOutSchema = z.object({ signedOut: z.literal(true) });
export const identityNonceSchema = z.object({ nonce: z.string() });

/** `GET /v1/members/my-data`: the caller's own data as a JSON attachment (no `data` envelope); each record as stored. */
const records = z.array(z.looseObject({}));
export const memberDataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.looseObject({
    id: z.number(),
    accountType: z.enum(['office', 'regular']),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
  }),
  ads: z.array(
    z.looseObject({
      id: z.number(),
      media: z.array(z.object({ kind: z.enum(['image', 'video']), files: z.array(z.string()) })),
    }),
  ),
  favourites: z.array(z.object({ adId: z.number(), createdAt: z.string() })),
  savedSearches: records,
  financeRequests: records,
  appraisalRequests: z.array(
    z.looseObject({ documents: z.array(z.object({ slot: z.string(), uploadId: z.number() })), hasReport: z.boolean() }),
  ),
  orders: z.array(z.looseObject({ payments: records })),
  balanceEntries: records,
  estimates: z.object({ instantValuations: records, rentEstimates: records, constructionEstimates: records }),
});
