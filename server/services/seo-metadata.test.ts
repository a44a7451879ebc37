import { describe, expect, it } from 'vitest';
import { seoConfigRows } from '../seed/data/seo';
import { config } from '../config';
import { absolutizeUrls, mergeStructuredData, toJsonLd } from './seo-metadata';

describe('structured data', () => {
  it('makes site-relative URLs absolute and leaves other values alone', () => {
    const data = {
      '@id': '/#organization',
      url: '/',
      potentialAction: { target: '/ads/sale/all?q={search_term_string}' },
      sameAs: ['https://instagram.com/manzil', '//cdn.example.com/x'],
      name: 'منزل',
    };
    expect(absolutizeUrls(data, 'https://manzil.com.kw')).toEqual({
      '@id': 'https://manzil.com.kw/#organization',
      url: 'https://manzil.com.kw/',
      potentialAction: { target: 'https://manzil.com.kw/ads/sale/all?q={search_term_string}' },
      sameAs: ['https://instagram.com/manzil', '//cdn.example.com/x'],
      name: 'منزل',
    });
  });

  it('escapes < so the JSON cannot close its script element', () => {
    expect(toJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});

describe('mergeStructuredData', () => {
  const base = config().PUBLIC_BASE_URL;
  const configured = {
    '@context': 'https://schema.org',
    '@type': 'SearchResultsPage',
    '@id': '/ads#webpage',
    url: '/ads',
    name: 'إعلانات',
    isPartOf: { '@id': '/#website' },
  };
  const page = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CollectionPage',
        name: 'Listings',
        url: '/ads',
        mainEntity: { '@type': 'ItemList', numberOfItems: 2 },
      },
      { '@type': 'BreadcrumbList', itemListElement: [] },
    ],
  };

  it('is the screen’s configured data alone, with absolute URLs, when the page has none', () => {
    expect(mergeStructuredData(configured, null)).toEqual({
      ...configured,
      '@id': `${base}/ads#webpage`,
      url: `${base}/ads`,
      isPartOf: { '@id': `${base}/#website` },
    });
    expect(mergeStructuredData(null, null)).toBeNull();
  });

  it('fills the configured page node with the page’s own, keeping the configured type and id, one page not two', () => {
    const merged = mergeStructuredData(configured, page) as { '@graph': Record<string, unknown>[] };
    expect(merged['@graph']).toHaveLength(2);
    expect(merged['@graph'][0]).toEqual({
      '@type': 'SearchResultsPage',
      '@id': `${base}/ads#webpage`,
      url: `${base}/ads`,
      name: 'Listings',
      isPartOf: { '@id': `${base}/#website` },
      mainEntity: { '@type': 'ItemList', numberOfItems: 2 },
    });
    expect(merged['@graph'][1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('keeps a configured graph whole and the page’s data when nothing is configured', () => {
    const home = seoConfigRows.find((row) => row.screen === 'homepage')!.schemaData!;
    const merged = mergeStructuredData(home, page) as { '@graph': unknown[] };
    expect(merged['@graph']).toHaveLength((home['@graph'] as unknown[]).length + 2);
    expect(mergeStructuredData(null, page)).toEqual(absolutizeUrls(page, base));
  });

  it('serializes every seeded screen’s data without a raw <', () => {
    const rows = seoConfigRows.filter((row) => row.schemaData);
    expect(rows.length).toBeGreaterThanOrEqual(13);
    for (const row of rows)
      expect(
        toJsonLd(
          mergeStructuredData(row.schemaData!, { '@type': 'WebPage', name: '</script><script>alert(1)</script>' }),
        ),
      ).not.toContain('<');
  });
});
