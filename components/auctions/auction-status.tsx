import { useTranslations } from 'next-intl';
import type { AuctionCard, AuctionProperty } from '@/lib/schemas/auctions';
import { kuwaitMidnight } from '@/lib/kuwait-time';
import { cn } from '@/components/ui/cn';

const auctionTone: Record<AuctionCard['status'] | 'awaitingResults', string> = {
  scheduled: 'bg-brand-50 text-brand-700',
  awaitingResults: 'bg-slate-100 text-slate-700',
  completed: 'bg-slate-100 text-slate-700',
  postponed: 'bg-amber-50 text-amber-800',
  cancelled: 'bg-red-50 text-red-800',
};

const propertyTone: Record<AuctionProperty['status'], string> = {
  offered: 'bg-brand-50 text-brand-700',
  sold: 'bg-emerald-50 text-emerald-800',
  unsold: 'bg-slate-100 text-slate-700',
  withdrawn: 'bg-red-50 text-red-800',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** A session still marked scheduled after its day has passed was held; its results are not recorded yet. */
export function AuctionStatusBadge({ status, startsAt }: Pick<AuctionCard, 'status' | 'startsAt'>) {
  const t = useTranslations('auctions.status');
  const shown = status === 'scheduled' && new Date(startsAt) < kuwaitMidnight(new Date()) ? 'awaitingResults' : status;
  return <span className={cn(badge, auctionTone[shown])}>{t(shown)}</span>;
}

export function PropertyStatusBadge({ status }: { status: AuctionProperty['status'] }) {
  const t = useTranslations('auctions.propertyStatus');
  return <span className={cn(badge, propertyTone[status])}>{t(status)}</span>;
}
