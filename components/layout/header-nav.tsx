import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import type { DrawerNavData } from './drawer-nav';
import { NavDropdown } from './nav-dropdown';
import { navItems } from './nav-items';
import { NavLink } from './nav-link';
import { ServicesMenu } from './services-menu';

// Their classes live in app/globals.css: every page carries a dozen of each.
const rowLinkClass = cn('nav-row-link', focusRing);
const menuLinkClass = cn('nav-menu-link', focusRing);

/**
 * The header's navigation, one markup for every width: buy, rent, exchange and wanted always (a row of their own under
 * the logo on phones, whose drawer lists the rest), then from `lg` "all services", the `xl` items and "more".
 */
export async function HeaderNav({ nav }: { nav: DrawerNavData }) {
  const t = await getTranslations('nav');
  const deals = navItems.filter((item) => item.tier === 'deal');
  const inRow = navItems.filter((item) => item.tier === 'xl');
  const inMore = navItems.filter((item) => item.tier !== 'deal');

  return (
    <nav
      aria-label={t('primaryLabel')}
      className="order-last -mx-4 basis-[calc(100%+2rem)] border-t border-slate-100 px-2 sm:-mx-6 sm:basis-[calc(100%+3rem)] sm:px-4 lg:order-none lg:mx-0 lg:basis-auto lg:border-0 lg:px-0"
    >
      <ul className="flex items-center gap-0.5 py-0.5 lg:py-0">
        {deals.map((item) => (
          <li key={item.key} className="flex-1 lg:flex-none">
            <NavLink href={item.href} className={rowLinkClass}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
        <li className="hidden lg:block">
          <ServicesMenu label={nav.allServices} groups={nav.groups} noServices={nav.noServices} />
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
