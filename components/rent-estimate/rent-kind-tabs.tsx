import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { rentKinds, type RentKind } from '@/lib/rent-estimate/choices';
import { rentEstimatorPath } from './rent-paths';

/** The five rent estimators, one link each; the current one marked. Wraps on a phone rather than scrolling. */
export async function RentKindTabs({ current }: { current: RentKind }) {
  const t = await getTranslations('rentEstimator');
  return (
    <nav aria-label={t('tabs')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {rentKinds.map((kind) => (
          <li key={kind}>
            <Link
              href={rentEstimatorPath(kind)}
              aria-current={kind === current ? 'page' : undefined}
              className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 focus-ring hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {t(`kinds.${kind}.tab`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
