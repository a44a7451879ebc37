import type { Locale } from '@/lib/i18n/config';

/** A row of the "all services" menu as the reference data returns it (both languages). */
export interface HeaderSection {
  id: number;
  group: string;
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  href: string;
  icon: string;
}

export interface LocalizedSection {
  id: number;
  title: string;
  description: string;
  href: string;
  icon: string;
}

/** Sections grouped by `group`, groups in the order they first appear (the rows come sorted). */
export function groupSections(
  sections: readonly HeaderSection[],
  locale: Locale,
): Array<{ group: string; items: LocalizedSection[] }> {
  const groups = new Map<string, LocalizedSection[]>();
  for (const s of sections) {
    const item = {
      id: s.id,
      title: locale === 'ar' ? s.titleAr : s.titleEn,
      description: locale === 'ar' ? s.descriptionAr : s.descriptionEn,
      href: s.href,
      icon: s.icon,
    };
    const items = groups.get(s.group);
    if (items) items.push(item);
    else groups.set(s.group, [item]);
  }
  return Array.from(groups, ([group, items]) => ({ group, items }));
}
