'use client';

import { useTranslations } from 'next-intl';

/** How a search engine lists the page, in each language, from the title, description and canonical URL as typed. */
export function SearchPreview({ typed, base }: { typed: Record<string, string>; base: string }) {
  const t = useTranslations('contentDesk.seo');
  const canonical = typed.canonicalUrl ?? '';
  const url = canonical.startsWith('/') ? `${base.replace(/\/$/, '')}${canonical}` : canonical;
  return (
    <section aria-labelledby="search-preview" className="grid gap-3 rounded-xl bg-slate-50 p-4">
      <h3 id="search-preview" className="text-sm font-semibold text-slate-800">
        {t('preview')}
      </h3>
      {(['Ar', 'En'] as const).map((lang) => (
        <div key={lang} dir={lang === 'Ar' ? 'rtl' : 'ltr'} lang={lang.toLowerCase()} className="grid gap-0.5">
          <p className="text-xs text-slate-600">{lang === 'Ar' ? t('previewAr') : t('previewEn')}</p>
          <p className="truncate text-sm text-slate-700" dir="ltr">
            {url}
          </p>
          <p className="truncate text-lg text-blue-800">{typed[`title${lang}`]}</p>
          <p className="line-clamp-2 text-sm text-slate-700">{typed[`desc${lang}`]}</p>
        </div>
      ))}
    </section>
  );
}
