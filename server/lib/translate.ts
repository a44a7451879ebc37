import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/config';

const catalogues: Record<Locale, unknown> = { ar, en };

/** Resolves a dotted message key (as used in shared zod schemas) for the server's responses; unknown keys pass through. */
export function translateKey(key: string, locale: Locale): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : key;
}
