import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { AdStatus } from '@/lib/constants';
import type { MyAdsPage } from '@/lib/schemas/ads';
import { toLocale } from '@/lib/i18n/config';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { statusKeys, statusOrder } from './ad-status';
import { myAdsHref } from './my-ads-href';
import { formatCount } from '@/lib/format';

/** Links (not ARIA tabs: each is its own page) to the owner's ads of every status, with how many each holds. */
export function StatusTabs({ current, counts }: { current: AdStatus | undefined; counts: MyAdsPage['counts'] }) {
  const t = useTranslations('myAds');
  const locale = toLocale(useLocale());
  const total = counts[0] + counts[1] + counts[2] + counts[3];
  const tabs = [
    { key: 'all', label: t('tabs.all'), count: total, href: myAdsHref(undefined), active: current === undefined },
    ...statusOrder.map((status) => ({
      key: statusKeys[status],
      label: t(`status.${statusKeys[status]}`),
      count: counts[status],
      href: myAdsHref(status),
      active: current === status,
    })),
  ];
  return (
    <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.active ? 'page' : undefined}
              data-testid={`status-tab-${tab.key}`}
              className={cn(
                '-mb-px flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium',
                tab.active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                focusRing,
              )}
            >
              {tab.label}
              <span className={cn('min-w-6 rounded-full px-2 py-0.5 text-center text-xs', tab.active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700')}>
                {formatCount(tab.count, locale)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
