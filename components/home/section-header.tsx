import Link from 'next/link';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ArrowEndIcon } from '@/components/ui/icons';

/** A home section's title with its "see all" link. */
export function SectionHeader({
  id,
  title,
  subtitle,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  subtitle: string;
  href: string;
  linkLabel: string;
}) {
  return (
    <div className="mb-4 flex items-center justify-between gap-3 md:mb-6 md:items-end">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold text-brand-900 md:text-2xl">
          {title}
        </h2>
        <p className="mt-1 hidden text-slate-600 md:block">{subtitle}</p>
      </div>
      <Link
        href={href}
        className={cn(
          'inline-flex shrink-0 items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline',
          focusRing,
        )}
      >
        {linkLabel}
        <ArrowEndIcon className="size-4" />
      </Link>
    </div>
  );
}
