import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';

const sections = [
  ['auctions', '/auctions'],
  ['organizers', '/auctions/organizer'],
  ['properties', '/auctions/property'],
] as const;

/** Moves between the three auction screens; the current one is marked. */
export function AuctionNav({ current }: { current: (typeof sections)[number][0] }) {
  const t = useTranslations('auctions.nav');
  return (
    <nav aria-label={t('auctions')} className="mt-6 flex flex-wrap gap-2">
      {sections.map(([key, href]) => (
        <Link
          key={key}
          href={href}
          aria-current={key === current ? 'page' : undefined}
          className={cn(
            'rounded-full px-4 py-2 text-sm font-medium',
            key === current
              ? 'bg-brand-600 text-white'
              : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50',
            focusRing,
          )}
        >
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}
