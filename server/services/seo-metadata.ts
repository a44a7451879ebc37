import type { Metadata } from 'next';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { config } from '../config';
import { logger } from '../logger';
import { translateKey } from '../lib/translate';
import type { SeoConfig } from './seo';
import { cachedSeoConfig } from './site-content/cached-content';

export interface SeoFallback {
  title: string;
  description: string;
  /** The page's path, e.g. `/about-us`; canonical and og:url when the screen has no configuration. */
  path: string;
}

const openGraphLocale: Record<Locale, string> = { ar: 'ar_KW', en: 'en_KW' };
const twitterCards = ['summary', 'summary_large_image', 'app', 'player'] as const;
type TwitterCard = (typeof twitterCards)[number];

/** A failed SEO lookup only logs a warning (spec §8): the page still renders with its fallback. */
const loadSeoConfig = cache(async (screen: string, locale: Locale): Promise<SeoConfig | undefined> => {
  try {
    return (await cachedSeoConfig(screen, locale)) ?? undefined;
  } catch (err) {
    logger.warn({ err, screen, locale }, 'SEO configuration unavailable; using the fallback');
    return undefined;
  }
});

/** Full titles that already name the site skip the layout's "… | منزل" template. */
function pageTitle(title: string, locale: Locale): Metadata['title'] {
  return title.includes(translateKey('seo.siteName', locale)) ? { absolute: title } : title;
}

function keywordList(keywords: string): string[] | undefined {
  const list = keywords
    .split(/[,،]/)
    .map((k) => k.trim())
    .filter(Boolean);
  return list.length ? list : undefined;
}

const images = (url: string) => (url ? [{ url }] : undefined);

function fallbackMetadata(locale: Locale, { title, description, path }: SeoFallback): Metadata {
  return {
    title: pageTitle(title, locale),
    description,
    alternates: { canonical: path },
    openGraph: { title, description, type: 'website', url: path, locale: openGraphLocale[locale] },
    twitter: { card: 'summary', title, description },
  };
}

/** Metadata of a screen from its SEO configuration (spec §3), or the page's own fallback. */
export async function seoMetadata(screen: string, locale: Locale, fallback: SeoFallback): Promise<Metadata> {
  const seo = await loadSeoConfig(screen, locale);
  if (!seo) return fallbackMetadata(locale, fallback);
  const title = seo.title || fallback.title;
  const description = seo.description || fallback.description;
  const canonical = seo.canonicalUrl || fallback.path;
  const card: TwitterCard = (twitterCards as readonly string[]).includes(seo.twitterCard)
    ? (seo.twitterCard as TwitterCard)
    : 'summary';
  return {
    title: pageTitle(title, locale),
    description,
    keywords: keywordList(seo.keywords),
    alternates: { canonical },
    openGraph: {
      title: seo.ogTitle || title,
      description: seo.ogDescription || description,
      type: seo.ogType === 'article' ? 'article' : 'website',
      url: seo.ogUrl || canonical,
      images: images(seo.ogImage),
      locale: openGraphLocale[locale],
    },
    twitter: {
      card,
      site: seo.twitterSite || undefined,
      title: seo.twitterTitle || title,
      description: seo.twitterDescription || description,
      images: images(seo.twitterImage || seo.ogImage),
    },
  };
}

/** JSON for a `<script type="application/ld+json">`; `<` is escaped so the text can never close the script. */
export function toJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Site-relative URLs in structured data (`/`, `/#organization`, `/ads/sale/all?q=…`) made absolute, as search engines expect. */
export function absolutizeUrls(value: unknown, base: string): unknown {
  if (typeof value === 'string')
    return value.startsWith('/') && !value.startsWith('//')
      ? new URL(value, base).toString().replace(/%7B/g, '{').replace(/%7D/g, '}')
      : value;
  if (Array.isArray(value)) return value.map((v) => absolutizeUrls(v, base));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutizeUrls(v, base)]));
  return value;
}

/** The screen's structured data (its configuration's `schema_data`), or null when it has none. */
export async function seoStructuredData(screen: string, locale: Locale): Promise<StructuredData | null> {
  return (await loadSeoConfig(screen, locale))?.schemaData ?? null;
}

export type StructuredData = Record<string, unknown>;

const nodesOf = (document: StructuredData): StructuredData[] =>
  Array.isArray(document['@graph'])
    ? (document['@graph'] as StructuredData[])
    : [Object.fromEntries(Object.entries(document).filter(([key]) => key !== '@context'))];

/**
 * One JSON-LD document, with absolute URLs, of a screen's configured structured data and the page's own (a list's
 * items, the FAQs as they stand). Both describe the same page: the page's first node fills the configured page node
 * (the configuration keeps its type and id, so search engines see one page, not two), its other nodes follow. A
 * configured graph (the home page's organization and website) is kept whole, with the page's nodes after it.
 */
export function mergeStructuredData(
  configured: StructuredData | null,
  page: StructuredData | null,
): StructuredData | null {
  const base = config().PUBLIC_BASE_URL;
  if (!page) return configured && (absolutizeUrls(configured, base) as StructuredData);
  const [pageNode = {}, ...others] = nodesOf(page);
  let graph: StructuredData[] = [pageNode, ...others];
  if (configured && Array.isArray(configured['@graph'])) graph = [...nodesOf(configured), ...graph];
  else if (configured) {
    const [configuredNode = {}] = nodesOf(configured);
    graph = [
      {
        ...configuredNode,
        ...pageNode,
        '@type': configuredNode['@type'] ?? pageNode['@type'],
        '@id': configuredNode['@id'] ?? pageNode['@id'],
      },
      ...others,
    ];
  }
  return absolutizeUrls(
    { '@context': configured?.['@context'] ?? page['@context'] ?? 'https://schema.org', '@graph': graph },
    base,
  ) as StructuredData;
}
