import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { ConstructionEstimateForm } from '@/components/construction-estimate/construction-estimate-form';
import { RateSources } from '@/components/construction-estimate/rate-sources';
import { formatDate } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { constructionSetup, costRatesCurrent } from '@/server/services/construction-estimates/construction-setup';
import { seoMetadata } from '@/server/services/seo-metadata';
import { ScreenJsonLd } from '../../_components/screen-json-ld';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'construction' });
  return seoMetadata('cce', locale, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/evaluation/cce',
  });
}

const clientMessages = ['construction.form', 'construction.levels', 'construction.items'] as const;

/** The construction cost estimator's form, with the rates' sources and date under it. */
export default async function ConstructionCostPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, setup] = await Promise.all([getTranslations('construction'), constructionSetup()]);
  const ratesAsOf = setup.rates.reduce((latest, r) => (r.effectiveDate > latest ? r.effectiveDate : latest), '');
  const setting = (key: string) => setup.settings.find((s) => s.key === key)?.value;
  const sources = [...new Set([...setup.rates.map((r) => r.source), ...setup.settings.map((s) => s.source)])];
  return (
    <FeatureMessages namespaces={clientMessages}>
      <ScreenJsonLd screen="cce" locale={locale} />
      <PageHeader title={t('title')} description={t('intro')} />
      <Container className="grid max-w-4xl gap-6 py-10 md:py-14">
        <ConstructionEstimateForm buildingRatios={setup.rules.buildingRatios} maxFloors={setup.rules.maxFloors} />
        <p className="text-sm text-slate-700">
          {t('form.codeNote', { floors: String(setup.rules.maxFloors), height: String(setting('max-height')) })}
        </p>
        <RateSources
          sources={sources}
          title={t(costRatesCurrent(ratesAsOf, new Date()) ? 'form.ratesNote' : 'form.ratesNoteDated', {
            date: formatDate(ratesAsOf, locale),
          })}
        />
      </Container>
    </FeatureMessages>
  );
}
