import Link from 'next/link';
import { useLocale } from 'next-intl';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { focusRing } from './button-styles';
import { cn } from './cn';

export type TabLink = {
  key: string;
  label: string;
  href: string;
  active: boolean;
  /** Shown beside the label when given. */ count?: number;
};

/** Links styled as tabs (not ARIA tabs: each is its own page), scrolling sideways on a phone when they do not fit. */
export function TabLinks({ label, tabs, testIdPrefix }: { label: string; tabs: TabLink[]; testIdPrefix: string }) {
  const locale = toLocale(useLocale());
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.active ? 'page' : undefined}
              data-testid={`${testIdPrefix}-${tab.key}`}
              className={cn(
                '-mb-px flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium',
                tab.active
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                focusRing,
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span
                  className={cn(
                    'min-w-6 rounded-full px-2 py-0.5 text-center text-xs',
                    tab.active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {formatCount(tab.count, locale)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
