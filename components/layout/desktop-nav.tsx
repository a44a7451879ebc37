import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import type { HeaderSection } from './header-sections';
import { NavDropdown } from './nav-dropdown';
import { navItems } from './nav-items';
import { NavLink } from './nav-link';
import { ServicesPanel } from './services-panel';

const rowLinkClass = cn(
  'flex h-10 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700',
  focusRing,
);
const menuLinkClass = cn(
  'block whitespace-nowrap rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700',
  focusRing,
);

/** Wide screens: the first items in a row, the rest under "more", in spec order. */
export async function DesktopNav({ sections }: { sections: readonly HeaderSection[] }) {
  const t = await getTranslations('nav');
  const [home, ...rest] = navItems;
  const inRow = rest.filter((item) => item.tier !== 'more');
  const inMore = rest.filter((item) => item.tier !== 'lg');

  return (
    <nav aria-label={t('primaryLabel')} className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {home && (
          <li>
            <NavLink href={home.href} className={rowLinkClass}>
              {t(home.key)}
            </NavLink>
          </li>
        )}
        <li>
          <NavDropdown label={t('allServices')} panelClassName="w-[min(92vw,56rem)]">
            <ServicesPanel sections={sections} />
          </NavDropdown>
        </li>
        {inRow.map((item) => (
          <li key={item.key} className={item.tier === 'xl' ? 'hidden xl:block' : undefined}>
            <NavLink href={item.href} className={rowLinkClass}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavDropdown label={t('more')} panelClassName="min-w-56">
            <ul className="grid gap-0.5">
              {inMore.map((item) => (
                <li key={item.key} className={item.tier === 'xl' ? 'xl:hidden' : undefined}>
                  <NavLink href={item.href} className={menuLinkClass}>
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </NavDropdown>
        </li>
      </ul>
    </nav>
  );
}
