import { z } from 'zod/mini';
import { toLatinDigits } from '../format';

/** Error messages are message keys; forms translate them, the API resolves them by x-localization. */
export const messageKeys = {
  required: 'general.validation.required_field',
  short: 'general.validation.short_field',
  long: 'general.validation.long_field',
  email: 'general.validation.invalid_email',
  phoneIncorrect: 'general.validation.phone_incorrect',
  phoneShort: 'general.validation.phone_short',
  phoneLong: 'general.validation.phone_long',
} as const;

export const PHONE_DIGITS = 8;
export const NAME_MIN_LENGTH = 3;

export function textField(min: number, max: number) {
  return z.string(messageKeys.required).check(
    z.trim(),
    z.minLength(1, messageKeys.required),
    z.minLength(min, messageKeys.short),
    z.maxLength(max, messageKeys.long),
  );
}

/** Kuwaiti mobile or landline: exactly 8 digits; Arabic-Indic digits accepted and normalised. */
export const phoneField = z.pipe(
  z.pipe(z.string(messageKeys.required), z.transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))),
  z.string().check(
    z.minLength(1, messageKeys.required),
    z.regex(/^\d+$/, messageKeys.phoneIncorrect),
    z.minLength(PHONE_DIGITS, messageKeys.phoneShort),
    z.maxLength(PHONE_DIGITS, messageKeys.phoneLong),
  ),
);

export const emailField = z.pipe(
  z.string(messageKeys.required).check(z.trim(), z.minLength(1, messageKeys.required), z.maxLength(254, messageKeys.long)),
  z.email(messageKeys.email),
);

export const personNameField = textField(NAME_MIN_LENGTH, 80);
