import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ServiceIcon } from '@/components/ui/service-icon';
import type { LocalizedSection } from './header-sections';
import { NavLink } from './nav-link';

export type ServiceGroup = { group: string; label: string; items: LocalizedSection[] };

/**
 * The header sections as groups of links with their icons: in the header's "all services" menu (with a line of
 * description each, `notes`) and in the phone drawer (without). Their classes live in app/globals.css.
 */
export function ServiceGroups({
  groups,
  idPrefix,
  notes = false,
}: {
  groups: ServiceGroup[];
  idPrefix: string;
  notes?: boolean;
}) {
  return groups.map(({ group, label, items }, index) => (
    <section key={group} aria-labelledby={`${idPrefix}-${index}`}>
      <h3 id={`${idPrefix}-${index}`} className="service-group-title">
        {label}
      </h3>
      <ul className="grid gap-0.5">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink href={item.href} className={cn('service-link', focusRing)}>
              <span className="service-icon">
                <ServiceIcon name={item.icon} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="service-name">{item.title}</span>
                {notes && <span className="service-note">{item.description}</span>}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  ));
}
