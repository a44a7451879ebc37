import type { Locale } from '@/lib/i18n/config';

export const localText = (locale: Locale, ar: string, en: string) => (locale === 'ar' ? ar : en);
