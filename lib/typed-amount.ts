import { toLatinDigits } from './format';

const bare = (typed: string) => toLatinDigits(typed).replace(/[,٬\s]/g, '');

/** A whole number typed in Arabic or Latin digits, separators allowed; NaN when it is not one (the API names the field). */
export const typedWhole = (typed: string) => Number(bare(typed));

/** An amount typed in KD with up to three decimals (Arabic or Latin digits, `.` or `٫`), in fils; NaN when not one. */
export const typedKdFils = (typed: string) => Math.round(Number(bare(typed).replace('٫', '.')) * 1000);
