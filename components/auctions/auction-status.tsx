import { useTranslations } from 'next-intl';
import type { AuctionCard, AuctionProperty } from '@/lib/schemas/auctions';
import { cn } from '@/components/ui/cn';

const auctionTone: Record<AuctionCard['status'], string> = {
  scheduled: 'bg-brand-50 text-brand-700',
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

export function AuctionStatusBadge({ status }: { status: AuctionCard['status'] }) {
  const t = useTranslations('auctions.status');
  return <span className={cn(badge, auctionTone[status])}>{t(status)}</span>;
}

export function PropertyStatusBadge({ status }: { status: AuctionProperty['status'] }) {
  const t = useTranslations('auctions.propertyStatus');
  return <span className={cn(badge, propertyTone[status])}>{t(status)}</span>;
}
