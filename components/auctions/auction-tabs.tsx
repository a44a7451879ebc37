import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { auctionTabs, type AuctionTab } from '@/lib/schemas/auctions';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';

/** Today, upcoming, previous and historical as links: each tab has its own URL. */
export function AuctionTabs({ current, hrefFor }: { current: AuctionTab; hrefFor(tab: AuctionTab): string }) {
  const t = useTranslations('auctions.tabs');
  return (
    <nav aria-label={t('label')} className="border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {auctionTabs.map((tab) => (
          <li key={tab}>
            <Link
              href={hrefFor(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-11 items-center border-b-2 px-4 text-sm font-medium whitespace-nowrap',
                tab === current
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
                focusRing,
              )}
            >
              {t(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
