'use client';

import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons';
import { NavLink } from './nav-link';
import { ServiceGroups, type ServiceGroup } from './service-groups';
import { UserMenu } from './user-menu';

export interface DrawerNavData {
  label: string;
  allServices: string;
  noServices: string;
  home: { href: string; label: string };
  /** Buy, rent, exchange and wanted. */
  deals: Array<{ href: string; label: string }>;
  items: Array<{ href: string; label: string }>;
  groups: ServiceGroup[];
}

const linkClass = cn(
  'flex items-center rounded-lg px-3 py-2.5 text-base text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700',
  focusRing,
);

/**
 * The phone drawer's body, rendered only while the drawer is open (and loaded then): the account (sign-in first), home,
 * the four ad lists as tiles, "all services" as a collapsible group, and every other navigation item. The header row's menus are the page's one copy.
 */
export default function DrawerNav({ nav }: { nav: DrawerNavData }) {
  return (
    <>
      <div className="mb-4 border-b border-slate-200 pb-4 sm:hidden">
        <UserMenu variant="drawer" />
      </div>
      <nav aria-label={nav.label}>
        <ul className="grid gap-0.5">
          <li>
            <NavLink href={nav.home.href} className={linkClass}>
              {nav.home.label}
            </NavLink>
          </li>
          <li>
            <ul className="grid grid-cols-2 gap-2 py-2">
              {nav.deals.map((item) => (
                <li key={item.href}>
                  <NavLink
                    href={item.href}
                    className={cn(
                      'text-brand-800 flex h-12 items-center justify-center rounded-xl bg-brand-50 text-base font-semibold ring-1 ring-brand-100 hover:bg-brand-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white',
                      focusRing,
                    )}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <details className="group">
              <summary
                className={cn(linkClass, 'cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden')}
              >
                {nav.allServices}
                <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <div className="py-2 ps-2">
                {nav.groups.length === 0 ? (
                  <p className="p-3 text-sm text-slate-600">{nav.noServices}</p>
                ) : (
                  <div className="grid gap-4">
                    <ServiceGroups groups={nav.groups} idPrefix="services-drawer" />
                  </div>
                )}
              </div>
            </details>
          </li>
          {nav.items.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
