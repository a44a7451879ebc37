import { useTranslations } from 'next-intl';
import { publicSources } from '@/lib/construction-estimate/source-notes';

/**
 * Where the figures come from, as recorded with each rate (citations, kept in their original language). Notes of
 * figures without a dated public source are not shown: one line says those figures are Manzil's own estimates.
 */
export function RateSources({ sources, title }: { sources: string[]; title: string }) {
  const t = useTranslations('construction.form');
  const { cited, estimated } = publicSources(sources);
  return (
    <details className="text-xs leading-6 text-slate-600" data-testid="rate-sources">
      <summary className="cursor-pointer">{title}</summary>
      <ul className="mt-1 list-disc ps-5">
        {cited.map((source) => (
          <li key={source}>
            <span dir="ltr">{source}</span>
          </li>
        ))}
      </ul>
      {estimated && (
        <p className="mt-1" data-testid="own-estimates">
          {t('ownEstimates')}
        </p>
      )}
    </details>
  );
}
