import { getLocale, getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';
import { balancedGridClass } from './balanced-grid';
import type messages from '@/messages/ar.json';
import { groupSections, type HeaderSection } from './header-sections';
import { ServiceGroups, type ServiceGroup } from './service-groups';

type GroupKey = `groups.${keyof (typeof messages)['header']['groups']}`;

/** The sections grouped in the visitor's language, each group with its translated heading. */
export async function labelledGroups(sections: readonly HeaderSection[]): Promise<ServiceGroup[]> {
  const [t, locale] = await Promise.all([getTranslations('header'), getLocale()]);
  return groupSections(sections, locale).map(({ group, items }) => ({
    group,
    label: t.has(`groups.${group}` as GroupKey) ? t(`groups.${group}` as GroupKey) : group,
    items,
  }));
}

/** The "all services" menu body: header sections from the database, grouped, in the visitor's language. */
export async function ServicesPanel({ sections }: { sections: readonly HeaderSection[] }) {
  const [t, groups] = await Promise.all([getTranslations('header'), labelledGroups(sections)]);
  if (groups.length === 0) return <p className="p-3 text-sm text-slate-600">{t('noServices')}</p>;

  return (
    <div className={cn('grid gap-4 p-2', balancedGridClass(groups.length, ['md', 'xl']))}>
      <ServiceGroups groups={groups} idPrefix="services-menu" />
    </div>
  );
}
