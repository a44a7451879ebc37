import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { DealRow } from '@/lib/schemas/deals';
import { formatArea, formatDate, formatPrice, formatPricePerSqm, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { CardRow } from './card-row';
import { SectionHeader } from './section-header';

export async function HomeDeals({ deals }: { deals: DealRow[] }) {
  const [t, tDeals, locale] = await Promise.all([
    getTranslations('home.sections.deals'),
    getTranslations('deals'),
    getLocale().then(toLocale),
  ]);
  return (
    <section aria-labelledby="home-deals" className="py-6 md:py-12" data-testid="home-deals">
      <Container>
        <SectionHeader id="home-deals" title={t('title')} subtitle={t('subtitle')} href="/deals" linkLabel={t('all')} />
        {deals.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <CardRow items={deals} keyOf={(deal) => deal.id} gridClassName="md:grid-cols-2 lg:grid-cols-3">
            {(deal) => (
              // Each deal opens the recorded deals of its area.
              <Link
                href={`/deals?areaId=${deal.area.id}`}
                className={cn(
                  'flex h-full flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-100 md:p-5',
                  focusRing,
                )}
              >
                <span className="text-xs text-slate-500">{formatDate(deal.recordedOn, locale)}</span>
                <span className="font-semibold text-slate-900">
                  {tDeals(`kinds.${deal.propertyKind}`)} · {localName(locale, deal.area)}
                </span>
                <span className="text-sm text-slate-600">
                  {tDeals(`categories.${deal.category}`)} · {formatArea(deal.sizeSqm, locale)}
                </span>
                <span className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
                  <span className="text-brand-800 text-lg font-bold">{formatPrice(deal.totalValueFils, locale)}</span>
                  <span className="text-sm text-slate-600">{formatPricePerSqm(deal.pricePerSqmFils, locale)}</span>
                </span>
              </Link>
            )}
          </CardRow>
        )}
      </Container>
    </section>
  );
}
