import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { buttonClass } from '@/components/ui/button-styles';
import { loadHeaderSections } from './(default)/_data/header-sections';

/** Unmatched routes and notFound() land here, outside the default layout, so the page brings its own chrome. */
export default async function NotFound() {
  const [t, sections] = await Promise.all([getTranslations('notFound'), loadHeaderSections()]);
  return (
    <>
      <Header sections={sections} />
      <main id="main" className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <p className="text-7xl font-bold text-brand-600" aria-hidden>
          404
        </p>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-slate-600">{t('description')}</p>
        <Link href="/" className={buttonClass('primary', 'md')}>
          {t('home')}
        </Link>
      </main>
      <Footer />
    </>
  );
}
