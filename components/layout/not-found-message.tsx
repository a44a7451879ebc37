import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';

const boxClass = 'mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center';

/** The 404 message and a way home; `main` when the page around it has no main landmark of its own. */
export async function NotFoundMessage({ as: Tag = 'div' }: { as?: 'div' | 'main' }) {
  const t = await getTranslations('notFound');
  return (
    <Tag {...(Tag === 'main' ? { id: 'main' } : {})} className={boxClass}>
      <p className="text-7xl font-bold text-brand-600" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-slate-600">{t('description')}</p>
      <Link href="/" className={buttonClass('primary', 'md')}>
        {t('home')}
      </Link>
    </Tag>
  );
}
