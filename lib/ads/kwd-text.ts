import { toLatinDigits } from '../format';

/**
 * What a typed number looks like once Arabic-Indic digits, the Arabic decimal comma (٫) and thousands separators
 * (Latin and Arabic, and spaces) are folded away: "١٢٬٥٠٠٫٧٥" → "12500.75".
 */
export function normaliseNumberText(value: string): string {
  return toLatinDigits(value)
    .replace(/[\s,\u066c]/g, '')
    .replace(/\u066b/g, '.');
}

/** KWD text → integer fils without floating-point rounding: "1250.5" → 1250500. */
export function kwdToFils(kwd: string): number {
  const [whole = '0', fraction = ''] = normaliseNumberText(kwd).split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** Integer fils → the KWD text the price input shows: 1250500 → "1250.5". */
export function filsToKwd(fils: number): string {
  const fraction = String(fils % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.floor(fils / 1000)}.${fraction}` : String(Math.floor(fils / 1000));
}
