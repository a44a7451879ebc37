import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { HeaderSection } from './header-sections';
import { navItems } from './nav-items';
import { NavLink } from './nav-link';
import { ServicesPanel } from './services-panel';

const linkClass = cn(
  'flex items-center rounded-lg px-3 py-2.5 text-base text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700',
  focusRing,
);

/** Every navigation item for the phone drawer, "all services" as a collapsible group after home. */
export async function DrawerNav({ sections }: { sections: readonly HeaderSection[] }) {
  const t = await getTranslations('nav');
  const [home, ...rest] = navItems;
  return (
    <nav aria-label={t('primaryLabel')}>
      <ul className="grid gap-0.5">
        {home && (
          <li>
            <NavLink href={home.href} className={linkClass}>
              {t(home.key)}
            </NavLink>
          </li>
        )}
        <li>
          <details className="group">
            <summary className={cn(linkClass, 'cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden')}>
              {t('allServices')}
              <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <div className="py-2 ps-2">
              <ServicesPanel sections={sections} compact />
            </div>
          </details>
        </li>
        {rest.map((item) => (
          <li key={item.key}>
            <NavLink href={item.href} className={linkClass}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
