import type { Metadata } from 'next';
import { validParams, type SearchParams } from '@/lib/search-params';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isDealTypeSlug } from '@/lib/ads/list-href';
import { DealTypeLinks } from '@/components/ads/scope-links';
import { PageHeader } from '@/components/content/page-header';
import { FavouritesView } from '@/components/favourites/favourites-view';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { SignInPrompt } from '@/components/favourites/sign-in-prompt';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { favouritesQuerySchema } from '@/lib/schemas/ads';
import { pageSession } from '@/server/services/auth/page-session';

/** Reads the session cookies: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; category?: string[] }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'favourites' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const favouritesPath = (dealType?: string) => (dealType ? `/my-favourites/${dealType}` : '/my-favourites');

/**
 * Saved ads by deal type. Signed-out visitors get a sign-in prompt (checked here, not only in the browser); a member
 * whose access cookie expired is still shown the list, which the browser loads after renewing the session.
 */
export default async function MyFavouritesPage({ params, searchParams }: Props) {
  const [{ locale: raw, category = [] }, search] = await Promise.all([params, searchParams]);
  const locale = toLocale(raw);
  setRequestLocale(locale);
  const [segment] = category;
  if (category.length > 1 || (segment !== undefined && !isDealTypeSlug(segment))) notFound();
  const dealType = isDealTypeSlug(segment) ? segment : undefined;
  const page = validParams(favouritesQuerySchema.shape, search).page ?? 1;
  const path = favouritesPath(dealType);

  const [session, t] = await Promise.all([pageSession(await cookies()), getTranslations('favourites')]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-8 md:py-10">
        {session.state === 'signed-out' ? (
          <SignInPrompt returnTo={path} />
        ) : (
          <div className="grid gap-6">
            <DealTypeLinks active={dealType} hrefFor={(next) => favouritesPath(next)} />
            <FeatureMessages namespaces={['favourites']}>
              <FavouritesView dealType={dealType} page={page} path={path} />
            </FeatureMessages>
          </div>
        )}
      </Container>
    </>
  );
}
