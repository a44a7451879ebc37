import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod/mini';
import { AvailabilityAnswerForm } from '@/components/ad-trust/availability-answer-form';
import { PageHeader } from '@/components/content/page-header';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { availabilityAnswers } from '@/lib/ad-trust/reasons';
import { formatDate } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { availabilityTokenField } from '@/lib/schemas/ad-trust';
import { adIdParamSchema } from '@/lib/schemas/ads';
import { validParams, type SearchParams } from '@/lib/search-params';
import { ApiError, errorMessage } from '@/server/lib/errors';
import { availabilityLinkView } from '@/server/services/ad-availability/availability';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<SearchParams> };

const linkQuerySchema = z.object({
  t: z.optional(availabilityTokenField),
  answer: z.optional(z.enum(availabilityAnswers)),
});

/** A private page of one owner's link: never indexed, never cached (it renders per request from its query). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'availabilityAnswer' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Where a "still available?" notification's links open, without signing in: the ad's title and the chosen answer,
 * sent with one tap. The answer is not applied by opening the link, so mail scanners that open every link change
 * nothing; a bad, foreign or expired link says so in plain words.
 */
export default async function AvailabilityAnswerPage({ params, searchParams }: Props) {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  const t = await getTranslations('availabilityAnswer');
  const adId = adIdParamSchema.safeParse({ id });
  const query = validParams(linkQuerySchema.shape, await searchParams);
  let problem: string | undefined;
  let view: Awaited<ReturnType<typeof availabilityLinkView>> | undefined;
  if (!adId.success || !query.t) problem = errorMessage('LINK_INVALID', locale);
  else {
    try {
      view = await availabilityLinkView(adId.data.id, query.t);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problem = errorMessage(error.code, locale);
    }
  }
  return (
    <>
      <PageHeader title={t('title')} />
      <Container className="grid max-w-xl gap-6 py-10">
        {view && query.t ? (
          <>
            <p className="text-lg font-semibold text-slate-900">
              {t('adLine', { title: (locale === 'en' && view.title.en) || view.title.ar })}
            </p>
            <FeatureMessages namespaces={['availabilityAnswer']}>
              <AvailabilityAnswerForm adId={view.adId} token={query.t} initial={query.answer ?? 'available'} />
            </FeatureMessages>
            <p className="text-sm text-slate-500">{t('validUntil', { date: formatDate(view.expiresAt, locale) })}</p>
          </>
        ) : (
          <p role="alert" data-testid="availability-link-problem" className="rounded-xl bg-amber-50 p-4 text-amber-900">
            {problem}
          </p>
        )}
      </Container>
    </>
  );
}
