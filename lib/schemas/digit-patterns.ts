/*
 * Digit patterns shared by the zod vocabulary (fields.ts, ads.ts) and by code that stays free of zod, so the browser's
 * list filters read a form with the same rules the page checks its URL with.
 */

/** An amount in a URL (KWD or m²): up to ten whole digits and three decimals. */
export const amountPattern = /^\d{1,10}(\.\d{1,3})?$/;

/** A unit's PACI number (الرقم الآلي للوحدة) once normalised: exactly 8 digits. */
export const unitNumberPattern = /^\d{8}$/;

/** An area id in a list URL: all digits (spec §5; anything else is ignored, not refused). */
export const areaIdPattern = /^\d{1,9}$/;
