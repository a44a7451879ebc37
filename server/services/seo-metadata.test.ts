import { describe, expect, it } from 'vitest';
import { absolutizeUrls, toJsonLd } from './seo-metadata';

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
