import { z } from 'zod/mini';
import { toLatinDigits } from '../format';
import { EMAIL_MAX, emailPattern, normalisePhone, PHONE_DIGITS } from './contact-rules';
import { amountPattern } from './digit-patterns';

/** Error messages are message keys; forms translate them, the API resolves them by x-localization. */
export const messageKeys = {
  required: 'general.validation.required_field',
  short: 'general.validation.short_field',
  long: 'general.validation.long_field',
  email: 'general.validation.invalid_email',
  phoneIncorrect: 'general.validation.phone_incorrect',
  phoneShort: 'general.validation.phone_short',
  phoneLong: 'general.validation.phone_long',
  invalidCharacters: 'general.validation.invalid_characters',
  invalidDate: 'general.validation.invalid_date',
  invalidValue: 'general.validation.invalid_value',
  numeric: 'general.validation.numeric',
  unitNumber: 'general.validation.unit_number',
} as const;

export const NAME_MIN_LENGTH = 3;

/** PostgreSQL `integer` (int4): every id column and most counts. */
export const INT4_MAX = 2_147_483_647;

/**
 * The days a date field accepts. Manzil's oldest data (Ministry of Justice deals, auction sessions) are a few years
 * old and nothing is scheduled decades ahead, so 1990–2100 refuses no real value; it keeps out year 0000 (PostgreSQL's
 * `date` has no year 0) and five-digit years (which break ISO dates in JavaScript).
 */
export const DAY_MIN = '1990-01-01';
export const DAY_MAX = '2100-12-31';

/* ---------- Text ---------- */

/**
 * C0 and C1 control characters, DEL and lone surrogates: PostgreSQL refuses NUL in text and a lone surrogate in JSON
 * (a note copied into a notification's parameters), and none belongs in what people type.
 */
const controlCharacter = /[\p{Cc}\p{Cs}]/u;
/** Multi-line text keeps tab, line feed and carriage return. */
const controlCharacterExceptLines = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export interface TextOptions {
  /** Tabs and line breaks allowed (descriptions, messages, notes); a title or name stays on one line. */
  multiline?: boolean;
}

const noControlCharacters = (options: TextOptions) => {
  const pattern = options.multiline ? controlCharacterExceptLines : controlCharacter;
  return z.refine<string>((value) => !pattern.test(value), messageKeys.invalidCharacters);
};

/** Trimmed text without control characters, at most `max` characters; may be empty. */
export function safeText(max: number, options: TextOptions = {}) {
  return z
    .string(messageKeys.required)
    .check(z.trim(), z.maxLength(max, messageKeys.long), noControlCharacters(options));
}

/** Required trimmed text of `min`..`max` characters without control characters. */
export function textField(min: number, max: number, options: TextOptions = {}) {
  return z
    .string(messageKeys.required)
    .check(
      z.trim(),
      z.minLength(1, messageKeys.required),
      z.minLength(min, messageKeys.short),
      z.maxLength(max, messageKeys.long),
      noControlCharacters(options),
    );
}

/** A machine name: lower-case letters, digits and dashes (SEO screens, content block keys). */
export function keyField(max = 60) {
  return z.string(messageKeys.required).check(z.regex(new RegExp(`^[a-z0-9-]{1,${max}}$`), messageKeys.invalidValue));
}

/**
 * Kuwaiti mobile or landline: exactly 8 digits; Arabic-Indic digits accepted and normalised. One message at a time:
 * an empty number is only "required", and one with other characters only "incorrect", never also "too short".
 */
export const phoneField = z.pipe(
  z.pipe(z.string(messageKeys.required), z.transform(normalisePhone)),
  z
    .string()
    .check(
      z.minLength(1, { message: messageKeys.required, abort: true }),
      z.regex(/^\d+$/, { message: messageKeys.phoneIncorrect, abort: true }),
      z.minLength(PHONE_DIGITS, messageKeys.phoneShort),
      z.maxLength(PHONE_DIGITS, messageKeys.phoneLong),
    ),
);

export const emailField = z.pipe(
  z
    .string(messageKeys.required)
    .check(z.trim(), z.minLength(1, messageKeys.required), z.maxLength(EMAIL_MAX, messageKeys.long)),
  z.email({ pattern: emailPattern, error: messageKeys.email }),
);

export const personNameField = textField(NAME_MIN_LENGTH, 80);

/* ---------- Numbers in JSON bodies ---------- */

/**
 * A number's type error: nothing given is "required"; text or NaN (what a form makes of letters) is "enter a number";
 * a fraction where a whole number belongs is "not valid".
 */
const numberTypeError = {
  error: (issue: { input?: unknown }) => {
    if (issue.input === undefined || issue.input === null || issue.input === '') return messageKeys.required;
    return typeof issue.input === 'number' && Number.isFinite(issue.input)
      ? messageKeys.invalidValue
      : messageKeys.numeric;
  },
};

/** A yes or no in a JSON body: missing is "required", anything but true or false "not valid". */
export const flagField = z.boolean({
  error: (issue) => (issue.input === undefined ? messageKeys.required : messageKeys.invalidValue),
});

/** A whole number within `min`..`max`; the default maximum is the int4 column most numbers land in. */
export function intField(min: number, max: number = INT4_MAX) {
  return z.int(numberTypeError).check(z.minimum(min, messageKeys.invalidValue), z.maximum(max, messageKeys.long));
}

/** A finite number (JSON has no NaN; `1e999` parses to Infinity, which zod refuses) above 0 and at most `max`. */
export function positiveNumber(max: number) {
  return z.number(numberTypeError).check(z.positive(messageKeys.required), z.maximum(max, messageKeys.long));
}

/** A whole number above 0 (0 reads as "not given"), at most `max`: an amount in fils, a count. */
export function positiveInt(max: number = INT4_MAX) {
  return z.int(numberTypeError).check(z.positive(messageKeys.required), z.maximum(max, messageKeys.long));
}

/** A reference to a row (area, category, office…): a positive int4; 0 is "nothing chosen". */
export const idField = positiveInt();

/** A number typed in a form field (Arabic-Indic digits and thousands separators accepted). */
export function typedNumber(max: number) {
  return z.pipe(
    z.pipe(
      z.string(messageKeys.required),
      z.transform((v) =>
        toLatinDigits(v)
          .replace(/[,٬\s]/g, '')
          .replace('٫', '.'),
      ),
    ),
    z.pipe(
      z
        .string()
        .check(
          z.minLength(1, { message: messageKeys.required, abort: true }),
          z.regex(/^\d{1,12}(\.\d{1,3})?$/, messageKeys.numeric),
        ),
      z.pipe(z.transform(Number), z.number().check(z.positive(messageKeys.required), z.maximum(max, messageKeys.long))),
    ),
  );
}

/* ---------- Dates ---------- */

const latinDigits = z.pipe(z.string(messageKeys.required), z.transform(toLatinDigits));

const isRealDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** A calendar day, YYYY-MM-DD, that really exists (2026-02-30 is refused) and lies within DAY_MIN..DAY_MAX. */
export const dayField = z.pipe(
  latinDigits,
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, messageKeys.invalidDate),
    z.refine((v) => v >= DAY_MIN && v <= DAY_MAX && isRealDay(v), messageKeys.invalidDate),
  ),
);

/* ---------- Query strings and path segments (always text; a bad value fails, nothing throws) ---------- */

/** A whole number typed in a URL (Arabic-Indic digits accepted) within `min`..`max`. */
export function queryInt(min: number, max: number = INT4_MAX) {
  return z.pipe(
    z.pipe(latinDigits, z.string().check(z.regex(/^\d{1,10}$/, messageKeys.invalidValue))),
    z.pipe(
      z.transform(Number),
      z.number().check(z.minimum(min, messageKeys.invalidValue), z.maximum(max, messageKeys.invalidValue)),
    ),
  );
}

/** A row id in a query string: a positive int4. */
export const queryId = queryInt(1);

/** An amount in a URL (KWD or m²): up to ten whole digits and three decimals. */
export const queryAmount = z.pipe(
  z.pipe(latinDigits, z.string().check(z.regex(amountPattern, messageKeys.invalidValue))),
  z.transform(Number),
);

export const queryFlag = z.pipe(
  z.enum(['true', 'false'], messageKeys.invalidValue),
  z.transform((v) => v === 'true'),
);

/** Free text searched for: runs of white space (tabs, line breaks) fold into one space, then at most `max` characters. */
export const searchText = (max: number) =>
  z.pipe(
    z.pipe(
      z.string(messageKeys.required),
      z.transform((v) => v.replace(/\s+/g, ' ')),
    ),
    safeText(max),
  );

/** A whole number in a path segment: Latin digits only, `min`..int4; checked before any query. */
export function pathInt(min: number) {
  return z.pipe(
    z.string(messageKeys.required).check(z.regex(/^\d{1,10}$/, messageKeys.invalidValue)),
    z.pipe(
      z.transform(Number),
      z.number().check(z.minimum(min, messageKeys.invalidValue), z.maximum(INT4_MAX, messageKeys.invalidValue)),
    ),
  );
}

/** A row id in a path (`/ads/:id`): a positive int4. */
export const pathId = pathInt(1);
