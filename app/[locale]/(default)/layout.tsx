import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppDownloadBanner } from '@/components/layout/app-download-banner';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { toLocale } from '@/lib/i18n/config';
import { loadHeaderSections } from './_data/header-sections';
import { storeLinks } from './_data/store-links';

export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale(toLocale((await params).locale));
  const sections = await loadHeaderSections();
  return (
    <>
      <Header sections={sections} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <AppDownloadBanner stores={storeLinks()} />
      <Footer />
    </>
  );
}
