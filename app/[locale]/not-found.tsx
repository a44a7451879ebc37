import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-600" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-slate-600">{t('description')}</p>
      <Link href="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        {t('home')}
      </Link>
    </main>
  );
}
