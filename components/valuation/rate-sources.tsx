import { useTranslations } from 'next-intl';

const isUnconfirmed = (source: string) => /UNCONFIRMED|ESTIMATE/.test(source);

/**
 * Where the figures come from, as recorded with each rate (citations, kept in their original language); estimates and
 * unconfirmed figures are marked.
 */
export function RateSources({ sources, title }: { sources: string[]; title: string }) {
  const t = useTranslations('construction');
  return (
    <details className="text-xs leading-6 text-slate-600" data-testid="rate-sources">
      <summary className="cursor-pointer">{title}</summary>
      <ul className="mt-1 list-disc ps-5">
        {sources.map((source) => (
          <li key={source}>
            {isUnconfirmed(source) && <span className="me-1 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">{t('unconfirmed')}</span>}
            <span dir="ltr">{source}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
