import type { ContactKind } from '@/lib/schemas/moderation';

/**
 * Finds contact details written into an ad's text (issue 29): the phone belongs in the contact field, where reveals
 * are counted and rate-limited. Pure and linear in the text, so it runs inside the publish request.
 *
 * What counts: Kuwaiti numbers (8 digits starting 2, 4, 5, 6 or 9, optionally +965 / 00965), written in Latin,
 * Arabic-Indic (٠-٩) or Persian (۰-۹) digits, straight or split by spaces, dots, dashes or slashes; any number of 7+
 * digits after "واتساب"/WhatsApp; links and bare domains; e-mail addresses; social handles after their network's name.
 * What does not: prices and sizes (a unit or currency beside the number, thousands grouping), years, plot and block
 * numbers (too short), the PACI unit number (named as such), and longer digit runs (civil ids).
 */

export type ContactMatch = { start: number; end: number; text: string; type: ContactKind };

/** Arabic-Indic and Persian digits become Latin one character for one, so offsets stay those of the original text. */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** Between two digits of a phone number: up to two of space, dot, dash, slash, underscore, or a bidi mark. */
const SEP = String.raw`[\s.\-\u2010-\u2015_/\u200e\u200f\u061c]{0,2}`;
const COUNTRY = String.raw`(?:\(?\s*(?:\+|00)\s*9${SEP}6${SEP}5\s*\)?${SEP})`;
const phonePattern = new RegExp(String.raw`(?<![\d])(${COUNTRY})?([24569](?:${SEP}\d){7})(?![\d])`, 'g');

/** "واتساب", "واتس اب", "وتساب", "واتس", "WhatsApp", "whats app", "wa.me". */
const whatsappWord = String.raw`(?:وا?تس\s?[اآ]ب|واتس|وتس|whats?\s?app|wh?ats?ap|wa\.me)`;
const whatsappPattern = new RegExp(
  String.raw`${whatsappWord}[^\d\n]{0,24}((?:\+|00)?\d(?:${SEP}\d){6,14})(?![\d])`,
  'giu',
);

const emailPattern = /[A-Za-z0-9._%+-]+\s?(?:@|\(at\)|\[at\])\s?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;
const TLDS =
  'com|net|org|kw|me|io|co|info|biz|ly|link|site|online|store|app|page|ws|ae|sa|qa|bh|om|tv|to|gl|gg|ink|xyz';
const domainPattern = new RegExp(
  String.raw`(?<![@\w.])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:${TLDS})\b(?:/[^\s<>"']*)?`,
  'giu',
);
const handlePattern =
  /(?:انستقرام|انستغرام|انستا|إنستقرام|سناب(?:\s?شات)?|تويتر|تيك\s?توك|تلقرام|تليجرام|instagram|insta|snap(?:chat)?|twitter|tiktok|telegram|\bx\b)\s*[:：]?\s*@?[A-Za-z0-9_.]{3,30}/giu;

/** A number named as a price, a size or another identifier just before or after it is not a phone. */
const notPhoneBefore =
  /(?:د\.?\s?ك|دينار|ك\.?\s?د|kd|kwd|سعر|السعر|price|الرقم الآلي|الرقم الالي|رقم آلي|رقم الي|paci|رقم مدني|الرقم المدني|civil|قسيمة|قطعة|plot|block|مساحة|المساحة|size|area)\W{0,3}$/iu;
const notPhoneAfter =
  /^\W{0,3}(?:د\.?\s?ك|دينار|ك\.?\s?د|kd|kwd|fils|فلس|م2|م٢|مربع|متر|m2|m²|sqm|sq\.?\s?m|sq\s?ft|ft)/iu;
const phoneWordBefore =
  /(?:اتصال|اتصل|للتواصل|تواصل|هاتف|تلفون|تليفون|جوال|موبايل|نقال|رقم|الرقم|call|phone|tel|mobile|contact|ring)\W{0,4}$/iu;

/** "45 000 000" or "12.500.000": thousands grouping, the way prices are written. */
const thousandsGrouping = /^\d{1,3}(?:[\s.,]\d{3})+$/;

function isPhone(text: string, digitsStart: number, match: RegExpExecArray): boolean {
  const [, country, body] = match;
  if (country) return true;
  const before = text.slice(Math.max(0, digitsStart - 24), digitsStart);
  if (phoneWordBefore.test(before)) return true;
  const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
  if (notPhoneBefore.test(before) || notPhoneAfter.test(after)) return false;
  if (thousandsGrouping.test(body!)) return false;
  const digits = body!.replace(/\D/g, '');
  // A round figure (KD 45000000) is an amount; a phone number almost never ends in five zeros.
  return !/0{5}$/.test(digits);
}

function collect(text: string): ContactMatch[] {
  const latin = latinDigits(text);
  const found: ContactMatch[] = [];
  const push = (start: number, end: number, type: ContactKind) =>
    found.push({ start, end, text: text.slice(start, end), type });

  for (const match of latin.matchAll(whatsappPattern)) push(match.index, match.index + match[0].length, 'whatsapp');
  for (const match of latin.matchAll(phonePattern)) {
    const digitsStart = match.index + (match[1]?.length ?? 0);
    if (isPhone(latin, digitsStart, match)) push(match.index, match.index + match[0].length, 'phone');
  }
  for (const match of latin.matchAll(emailPattern)) push(match.index, match.index + match[0].length, 'email');
  for (const match of latin.matchAll(urlPattern)) push(match.index, match.index + match[0].length, 'url');
  for (const match of latin.matchAll(domainPattern)) push(match.index, match.index + match[0].length, 'url');
  for (const match of latin.matchAll(handlePattern)) push(match.index, match.index + match[0].length, 'handle');
  return found;
}

const rank: Record<ContactKind, number> = { whatsapp: 0, email: 1, url: 2, handle: 3, phone: 4 };

/** Every contact detail in `text`, in order, overlapping matches merged into the widest (its kind the most telling). */
export function findContactDetails(text: string): ContactMatch[] {
  const sorted = collect(text).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactMatch[] = [];
  for (const match of sorted) {
    const last = merged.at(-1);
    if (last && match.start < last.end) {
      const end = Math.max(last.end, match.end);
      const type = rank[match.type] < rank[last.type] ? match.type : last.type;
      merged[merged.length - 1] = { start: last.start, end, type, text: text.slice(last.start, end) };
    } else merged.push(match);
  }
  return merged;
}
