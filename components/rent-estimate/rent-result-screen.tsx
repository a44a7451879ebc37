import { getTranslations } from 'next-intl/server';
import { formatArea, formatDate, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { RentEstimate } from '@/lib/schemas/rent-estimate';
import { PageHeader } from '@/components/content/page-header';
import { Container } from '@/components/ui/container';
import { RentComparablesTable } from './rent-comparables-table';
import { RentEstimateSummary } from './rent-estimate-summary';
import { RentNextActions } from './rent-next-actions';

/** A rent estimate's own page: the answer, what to do next, and the ads behind it. */
export async function RentResultScreen({
  estimate,
  governorate,
  locale,
}: {
  estimate: RentEstimate;
  governorate: string;
  locale: Locale;
}) {
  const t = await getTranslations('rentEstimator');
  const area = localName(locale, estimate.area);
  return (
    <>
      <PageHeader
        title={t('result.title', { area })}
        description={t('result.summary', {
          kind: t(`kinds.${estimate.input.kind}.tab`),
          type: localName(locale, estimate.propertyType),
          size: formatArea(estimate.input.sizeSqm, locale),
          date: formatDate(estimate.createdAt, locale),
        })}
      />
      <Container className="grid gap-10 py-8 md:py-10">
        <RentEstimateSummary estimate={estimate} governorate={governorate} locale={locale} />
        <RentNextActions estimate={estimate} locale={locale} />
        <RentComparablesTable estimate={estimate} locale={locale} />
      </Container>
    </>
  );
}
