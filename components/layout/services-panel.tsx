import { getLocale, getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ServiceIcon } from '@/components/ui/service-icon';
import { balancedGridClass } from './balanced-grid';
import type messages from '@/messages/ar.json';
import { groupSections, type HeaderSection, type LocalizedSection } from './header-sections';
import { NavLink } from './nav-link';

type GroupKey = `groups.${keyof (typeof messages)['header']['groups']}`;

/** The sections grouped in the visitor's language, each group with its translated heading. */
export async function labelledGroups(sections: readonly HeaderSection[]): Promise<Array<{ group: string; label: string; items: LocalizedSection[] }>> {
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
      {groups.map(({ group, label, items }, index) => (
        <section key={group} aria-labelledby={`services-menu-${index}`}>
          <h3 id={`services-menu-${index}`} className="mb-1 px-2 text-xs font-semibold tracking-wide text-slate-500">
            {label}
          </h3>
          <ul className="grid gap-0.5">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink
                  href={item.href}
                  className={cn(
                    'flex gap-3 rounded-lg p-2 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700',
                    focusRing,
                  )}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <ServiceIcon name={item.icon} className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-slate-900">{item.title}</span>
                    <span className="block text-xs leading-5 text-slate-500">{item.description}</span>
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
