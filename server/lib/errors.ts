import type { ContentfulStatusCode } from 'hono/utils/http-status';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/config';

/** Stable error codes of the API; each has an Arabic and English message under `errors` in messages/. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  WRONG_CODE: 400,
  INVALID_PROMO_CODE: 400,
  UNAUTHORIZED: 401,
  INVALID_LOGIN: 401,
  /** A payment webhook whose `hashstring` does not sign its body: nothing is credited. */
  INVALID_SIGNATURE: 401,
  /** Spending a credit (an ad, a special ad, a report) the member's balance does not have. */
  INSUFFICIENT_BALANCE: 402,
  /** Spec §8: the charge could not be created, or it ended unpaid. */
  PAYMENT_FAILED: 402,
  /** Spec §8: a data subscription's order could not be created. */
  SUBSCRIPTION_FAILED: 402,
  FORBIDDEN: 403,
  /** A "still available?" answer link that is not ours, was altered, or names another ad, owner or purpose. */
  LINK_INVALID: 403,
  RECENT_SIGN_IN_REQUIRED: 403,
  /** Sign-in to an account member support has suspended (told only after the code or identity was proven). */
  ACCOUNT_SUSPENDED: 403,
  SUBSCRIPTION_REQUIRED: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  /** No active member has the phone number an administrator typed to give a staff role. */
  MEMBER_NOT_FOUND: 404,
  CONFLICT: 409,
  /** The thing to pay (an appraisal request) is paid already: no second order is opened. */
  ALREADY_PAID: 409,
  /** A data subscription's paid period has not ended (active or cancelled): it renews or is reactivated, not bought again. */
  ALREADY_SUBSCRIBED: 409,
  /** A payment of the same thing is still open at the gateway: no second charge until it ends. */
  PAYMENT_IN_PROGRESS: 409,
  /** Completing a Google/Apple account a second time: contacts change only through the profile, with a code. */
  ACCOUNT_ALREADY_COMPLETED: 409,
  /** A verified office's name is another verified office's (compared case-, space- and Arabic-spelling-insensitively). */
  OFFICE_NAME_TAKEN: 409,
  /** The same visitor or member reported this ad already: a second (or replayed) report adds nothing. */
  ALREADY_REPORTED: 409,
  /** A "still available?" answer link past its validity: the owner answers from their ad list instead. */
  LINK_EXPIRED: 410,
  /**
   * Publishing (or editing into) a copy of the advertiser's own live ad: same area, type, deal, size and price within
   * the configured tolerance. `details.adId` names the ad to edit or repost instead.
   */
  DUPLICATE_AD: 409,
  /** Taking the administrator role from the only member who holds it: nobody could give roles again. */
  LAST_ADMIN: 409,
  /** Suspending a staff member (an administrator takes their roles first) or one's own account. */
  SUSPENSION_NOT_ALLOWED: 409,
  /** Refunding an order with no captured payment (unpaid, failed, expired): there is nothing to give back. */
  NOT_REFUNDABLE: 409,
  PRICE_IN_EFFECT: 409,
  /** A change to an auction session that is completed or cancelled, or to a property whose result is recorded. */
  AUCTION_CLOSED: 409,
  /** A session status move outside the allowed ones (completed and cancelled are final). */
  AUCTION_STATUS_NOT_ALLOWED: 409,
  /** Results before the session's time, or completing a session with a property still without its result. */
  AUCTION_NOT_HELD: 409,
  /** Changing, scheduling or sending a newsletter issue that is sending or sent already. */
  NEWSLETTER_ISSUE_SENT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LIMIT_REACHED: 422,
  NO_DATA: 422,
  /** Spec §8: the area has no instant value estimator (no recorded sales of its kind around it). */
  NO_VALUATION_MODEL: 422,
  RATE_LIMITED: 429,
  /** A code sent moments ago can still be entered: the resend cooldown refused another one. */
  CODE_ALREADY_SENT: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** Every upload slot of the process is taken (UPLOAD_CONCURRENCY): try again after Retry-After. */
  UPLOADS_BUSY: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

export type FieldErrors = Record<string, string[]>;

export type ErrorDetails = Record<string, string | number>;

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** Machine-readable facts about the error (ids to link to); never a message. */
    readonly details?: ErrorDetails,
  ) {
    super(code);
    this.name = 'ApiError';
    this.status = errorStatus[code];
  }
}

const catalogues = { ar: ar.errors, en: en.errors } satisfies Record<Locale, Record<ErrorCode, string>>;

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return catalogues[locale][code];
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
  details?: ErrorDetails;
}
