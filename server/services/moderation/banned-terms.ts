import { ignoredCharacters, letterFolds, separatorCharacters } from '@/lib/search/normalize-arabic';
import type { AdTextField, TextSpan } from '@/lib/schemas/moderation';
import type { BannedTerm } from './settings';

const ignored = new RegExp(`^${ignoredCharacters}$`);
const separator = new RegExp(`^${separatorCharacters}$`);

/**
 * The text folded like search text (normalizeForSearch), one character at a time so that each folded character
 * remembers where it came from: a match is highlighted in the text as the advertiser wrote it.
 */
function foldWithOffsets(text: string): { folded: string; origin: number[] } {
  let folded = ' ';
  const origin = [0];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (ignored.test(char)) continue;
    if (separator.test(char)) {
      if (!folded.endsWith(' ')) {
        folded += ' ';
        origin.push(i);
      }
      continue;
    }
    const code = char.charCodeAt(0);
    const digit = code >= 0x660 && code <= 0x669 ? code - 0x660 : code >= 0x6f0 && code <= 0x6f9 ? code - 0x6f0 : -1;
    folded += digit >= 0 ? String(digit) : (letterFolds[char] ?? char.toLowerCase());
    origin.push(i);
  }
  folded += ' ';
  origin.push(text.length);
  return { folded, origin };
}

/** Every whole-word occurrence of a banned term in the field's text. */
export function findBannedTerms(field: AdTextField, text: string, terms: BannedTerm[]): TextSpan[] {
  if (!text || terms.length === 0) return [];
  const { folded, origin } = foldWithOffsets(text);
  const spans: TextSpan[] = [];
  for (const { normalized } of terms) {
    const needle = ` ${normalized} `;
    for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + 1)) {
      const start = origin[at + 1]!;
      const end = origin[at + needle.length - 1]!;
      spans.push({ field, start, end, text: text.slice(start, end) });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}
