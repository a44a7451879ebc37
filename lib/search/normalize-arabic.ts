import { toLatinDigits } from '../format';

// The character sets are regex sources written only with \uXXXX escapes, a syntax JavaScript and PostgreSQL's
// regular expressions read identically, so manzil_normalize (normalize-arabic.sql.ts) is built from the same text.

/** Dropped without a trace: tashkeel, superscript alef, tatweel, hamza on the line, and the invisible direction and
 * joiner marks that phones and WhatsApp paste into Arabic text. */
export const ignoredCharacters =
  '[\\u064b-\\u065f\\u0670\\u0640\\u0621\\u061c\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2069\\ufeff]';

/** Punctuation and whitespace, collapsed into one space: ASCII and Latin-1 symbols, Arabic comma, semicolon, question
 * mark, percent and separators, general punctuation (dashes, curly quotes), and every Unicode space. Listed rather
 * than taken from \s or \p{P} because PostgreSQL's classes depend on the database's locale. */
export const separatorCharacters =
  '[\\u0009-\\u000d\\u0020-\\u002f\\u003a-\\u0040\\u005b-\\u0060\\u007b-\\u007e\\u0085\\u00a0-\\u00bf\\u00d7\\u00f7' +
  '\\u060c\\u060d\\u061b\\u061f\\u066a-\\u066d\\u06d4\\u1680\\u2000-\\u200a\\u2010-\\u205f\\u3000]+';

/** Letters people write interchangeably, including the Persian and Urdu look-alikes that some keyboards produce. */
export const letterFolds: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ى: 'ي',
  ة: 'ه',
  '\u06a9': 'ك', // keheh
  '\u06aa': 'ك', // swash kaf
  '\u06cc': 'ي', // Farsi yeh
  '\u06c0': 'ه', // heh with yeh above
  '\u06be': 'ه', // heh doachashmee
  '\u06c1': 'ه', // heh goal
  '\u06c3': 'ه', // teh marbuta goal
};

const ignored = new RegExp(ignoredCharacters, 'g');
const separators = new RegExp(separatorCharacters, 'g');
const foldable = new RegExp(`[${Object.keys(letterFolds).join('')}]`, 'g');

/**
 * The one key for stored text and queries. Only ASCII letters are lower-cased so the result never depends on a
 * database collation (the SQL twin uses lower(… COLLATE "C")).
 */
export function normalizeForSearch(text: string): string {
  return toLatinDigits(text)
    .replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
    .replace(ignored, '')
    .replace(foldable, (letter) => letterFolds[letter] ?? letter)
    .replace(separators, ' ')
    .replace(/^ | $/g, '');
}

export function searchTokens(text: string): string[] {
  return normalizeForSearch(text)
    .split(' ')
    .filter((token) => token !== '');
}

/** For names typed both joined and split: "عبدالله السالم" and "عبد الله السالم". */
export function compactKey(text: string): string {
  return normalizeForSearch(text).replaceAll(' ', '');
}

const leadingArticle = /^(?:ال|al[- ])/i;

/** Drops a leading ال or "al-"/"al " unless too little would remain (إلى is not ال + ى) or the word is الله. */
export function stripArticle(token: string): string {
  if (token === 'الله') return token;
  const rest = token.replace(leadingArticle, '');
  return (rest.match(/\p{L}/gu)?.length ?? 0) >= 2 ? rest : token;
}
