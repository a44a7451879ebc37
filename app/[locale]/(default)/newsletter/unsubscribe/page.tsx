import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod/mini';
import { PageHeader } from '@/components/content/page-header';
import { UnsubscribeButton } from '@/components/newsletter/unsubscribe-button';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { newsletterTokenField } from '@/lib/schemas/newsletter';
import { validParams, type SearchParams } from '@/lib/search-params';
import { errorMessage } from '@/server/lib/errors';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const querySchema = z.object({ token: z.optional(newsletterTokenField) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: 'newsletterDesk.unsubscribePage',
  });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * A newsletter e-mail's unsubscribe link: opening it asks first (mail scanners open every link), the button
 * unsubscribes. Mail clients use the one-click address of the `List-Unsubscribe` header instead, with no page.
 */
export default async function NewsletterUnsubscribePage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('newsletterDesk.unsubscribePage');
  const { token } = validParams(querySchema.shape, await searchParams);
  return (
    <>
      <PageHeader title={t('title')} />
      <Container className="grid max-w-xl gap-6 py-10">
        {token ? (
          <FeatureMessages namespaces={['newsletterDesk.unsubscribePage']}>
            <UnsubscribeButton token={token} />
          </FeatureMessages>
        ) : (
          <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
            {errorMessage('LINK_INVALID', locale)}
          </p>
        )}
      </Container>
    </>
  );
}
