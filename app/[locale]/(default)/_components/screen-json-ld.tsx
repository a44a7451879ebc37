import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/i18n/config';
import { JsonLd } from '@/components/content/json-ld';
import { mergeStructuredData, seoStructuredData, toJsonLd, type StructuredData } from '@/server/services/seo-metadata';

/** The SEO configuration changes rarely: read once per window, so pages rendered per request add no query. */
const cachedStructuredData = unstable_cache(seoStructuredData, ['seo-structured-data'], { revalidate: 300 });

type ScreenJsonLdProps = {
  /** The page's SEO screen; null where the page is not that screen (a filtered list with its own canonical URL). */
  screen: string | null;
  locale: Locale;
  /** Structured data the page builds from what it shows, merged into the screen's. */
  page?: StructuredData | null;
};

/** A page's structured data (spec §3: the SEO configuration's `schema_data`), one JSON-LD script, escaped. */
export async function ScreenJsonLd({ screen, locale, page = null }: ScreenJsonLdProps) {
  const configured = screen ? await cachedStructuredData(screen, locale) : null;
  const data = mergeStructuredData(configured, page);
  return <JsonLd json={data && toJsonLd(data)} />;
}
