import { formatPercent } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';

/** Opened ÷ sent as a whole percent; a dash while nothing was sent yet. */
export const openRate = (opened: number, sent: number, locale: Locale) =>
  sent === 0 ? '—' : formatPercent(Math.round((opened / sent) * 100), locale);
