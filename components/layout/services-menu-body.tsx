import { cn } from '@/components/ui/cn';
import { balancedGridClass } from './balanced-grid';
import { ServiceGroups, type ServiceGroup } from './service-groups';

/** The "all services" menu body: the header sections grouped, each link with its line of description. */
export default function ServicesMenuBody({ groups, noServices }: { groups: ServiceGroup[]; noServices: string }) {
  if (groups.length === 0) return <p className="p-3 text-sm text-slate-600">{noServices}</p>;
  return (
    <div className={cn('grid gap-4 p-2', balancedGridClass(groups.length, ['md', 'xl']))}>
      <ServiceGroups groups={groups} idPrefix="services-menu" notes />
    </div>
  );
}
