import type { Locale } from './config';

export async function loadMessages(locale: Locale) {
  return locale === 'en' ? (await import('@/messages/en.json')).default : (await import('@/messages/ar.json')).default;
}
