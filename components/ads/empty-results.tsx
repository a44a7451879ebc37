import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { SearchIcon } from '@/components/ui/icons';

/** "No results found" (or "no saved favourites") with a way out. */
export function EmptyResults({
  title,
  hint,
  action,
  icon,
}: {
  title: string;
  hint?: string;
  action?: { label: string; href: string };
  icon?: ReactNode;
}) {
  return (
    <div
      data-testid="empty-results"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-slate-200"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-sand-100 text-sand-500">
        {icon ?? <SearchIcon className="size-7" />}
      </span>
      <p className="text-lg font-bold text-slate-900">{title}</p>
      {hint && <p className="max-w-md text-slate-600">{hint}</p>}
      {action && (
        <Link href={action.href} className={buttonClass('secondary', 'md', 'mt-2')}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
