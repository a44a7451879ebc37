import { toLatinDigits } from '../format';

/*
 * The phone and e-mail rules of the zod vocabulary (fields.ts), apart from it: a form that only needs to know whether
 * a typed contact is valid (the profile's "a code for the new contact" step) reads the same rules without loading the
 * schema library.
 */

export const PHONE_DIGITS = 8;
export const EMAIL_MAX = 254;

/** The e-mail pattern `emailField` checks with (zod's default, `z.regexes.email`, spelled out here). */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A typed phone as stored: Arabic-Indic digits to Latin, spaces and dashes dropped. */
export const normalisePhone = (value: string) => toLatinDigits(value).replace(/[\s-]/g, '');

/**
 * A number as a staff member types what a caller reads out: normalised as a phone, and without Kuwait's country code
 * (+965, 00965 or 965) before 8 digits. Anything else comes back only normalised (an id, an order number).
 */
export const localNumber = (value: string) => normalisePhone(value).replace(/^(?:\+|00)?965(?=\d{8}$)/, '');

/** The phone as stored when it is a valid Kuwaiti number (exactly 8 digits), else undefined. */
export function validPhone(value: string): string | undefined {
  const phone = normalisePhone(value);
  return /^\d+$/.test(phone) && phone.length === PHONE_DIGITS ? phone : undefined;
}

/** The trimmed e-mail when it is valid, else undefined. */
export function validEmail(value: string): string | undefined {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX && emailPattern.test(email) ? email : undefined;
}
