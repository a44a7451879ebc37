import { getTranslations } from 'next-intl/server';
import { dealPropertyKinds } from '@/lib/constants';
import { localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { listAreas } from '@/server/services/reference-data';

/** The property form's choices: every area and every property type, in the page's language. */
export async function propertyOptions(locale: Locale) {
  const [areas, t] = await Promise.all([listAreas({}), getTranslations('deals.kinds')]);
  return {
    areas: areas.data
      .map((area) => ({ value: String(area.id), label: localName(locale, area) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
    kinds: dealPropertyKinds.map((kind) => ({ value: kind, label: t(kind) })),
  };
}
