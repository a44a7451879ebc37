import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod/mini';
import { PageHeader } from '@/components/content/page-header';
import { Container } from '@/components/ui/container';
import Link from 'next/link';
import { toLocale } from '@/lib/i18n/config';
import { newsletterTokenField } from '@/lib/schemas/newsletter';
import { validParams, type SearchParams } from '@/lib/search-params';
import { ApiError, errorMessage } from '@/server/lib/errors';
import { confirmSubscription } from '@/server/services/newsletter/subscribers';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const querySchema = z.object({ token: z.optional(newsletterTokenField) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'newsletterDesk.confirmPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The confirm link of a newsletter sign-up (double opt-in): opening it confirms the address; opening it again says
 * the same. An altered, foreign or expired link says so in plain words.
 */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('newsletterDesk.confirmPage');
  const { token } = validParams(querySchema.shape, await searchParams);
  let email: string | undefined;
  let problem: string | undefined;
  if (!token) problem = errorMessage('LINK_INVALID', locale);
  else {
    try {
      email = (await confirmSubscription(token)).email;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problem = errorMessage(error.code, locale);
    }
  }
  return (
    <>
      <PageHeader title={t('title')} />
      <Container className="grid max-w-xl gap-6 py-10">
        {email ? (
          <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900" data-testid="newsletter-confirmed">
            {t('confirmed', { email })}
          </p>
        ) : (
          <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900" data-testid="newsletter-link-problem">
            {problem}
          </p>
        )}
        <Link href="/" className="text-brand-800 underline">
          {t('back')}
        </Link>
      </Container>
    </>
  );
}
