'use client';

import dynamic from 'next/dynamic';
import { NavDropdown } from './nav-dropdown';
import type { ServiceGroup } from './service-groups';

const ServicesMenuBody = dynamic(() => import('./services-menu-body'));

/** The header's "all services" menu: its body is loaded and drawn when opened (the home page lists the services too). */
export function ServicesMenu({
  label,
  groups,
  noServices,
}: {
  label: string;
  groups: ServiceGroup[];
  noServices: string;
}) {
  return (
    <NavDropdown label={label} centred panelClassName="w-[min(92vw,72rem)]" renderWhenOpen>
      <ServicesMenuBody groups={groups} noServices={noServices} />
    </NavDropdown>
  );
}
