import { toLatinDigits } from './format';

/**
 * A number typed in Arabic or Latin digits, thousands separators allowed, `.` or `٫` for the point; NaN when it is not
 * one (the API then names the field).
 */
export const typedNumber = (typed: FormDataEntryValue | null) =>
  Number(
    toLatinDigits(String(typed ?? ''))
      .replace(/[,٬\s]/g, '')
      .replace('٫', '.'),
  );

/** An amount typed in KD with up to three decimals, in fils. */
export const typedKdFils = (typed: FormDataEntryValue | null) => Math.round(typedNumber(typed) * 1000);
