import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import type { HeaderSection } from './header-sections';
import { NavDropdown } from './nav-dropdown';
import { navItems } from './nav-items';
import { NavLink } from './nav-link';
import { ServicesPanel } from './services-panel';

// Their classes live in app/globals.css: every page carries a dozen of each.
const rowLinkClass = cn('nav-row-link', focusRing);
const menuLinkClass = cn('nav-menu-link', focusRing);

/**
 * The header's navigation, one markup for every width: buy, rent, exchange and wanted always (a row of their own under
 * the logo on phones, whose drawer lists the rest), then from `lg` "all services", the `xl` items and "more".
 */
export async function HeaderNav({ sections }: { sections: readonly HeaderSection[] }) {
  const t = await getTranslations('nav');
  const deals = navItems.filter((item) => item.tier === 'deal');
  const inRow = navItems.filter((item) => item.tier === 'xl');
  const inMore = navItems.filter((item) => item.tier !== 'deal');

  return (
    <nav aria-label={t('primaryLabel')} className="order-last -mx-4 basis-[calc(100%+2rem)] border-t border-slate-100 px-2 sm:-mx-6 sm:basis-[calc(100%+3rem)] sm:px-4 lg:order-none lg:mx-0 lg:basis-auto lg:border-0 lg:px-0">
      <ul className="flex items-center gap-0.5 py-0.5 lg:py-0">
        {deals.map((item) => (
          <li key={item.key} className="flex-1 lg:flex-none">
            <NavLink href={item.href} className={rowLinkClass}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
        <li className="hidden lg:block">
          <NavDropdown label={t('allServices')} centred panelClassName="w-[min(92vw,72rem)]">
            <ServicesPanel sections={sections} />
          </NavDropdown>
        </li>
        {inRow.map((item) => (
          <li key={item.key} className="hidden xl:block">
            <NavLink href={item.href} className={rowLinkClass}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
        <li className="hidden lg:block">
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
