import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFor, urlText } from '../testing/fuzz-inputs';
import { pageRequestUrl } from './page-url';

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

describe('pageRequestUrl', () => {
  it('sends the paths that answered 500 (issue 33) to the 404 page', () => {
    for (const url of ['/ad/%zz', '/news/%', '/member/%E0%A4%A', '/ad/%C0%80', '/_next/static/%zz', '/faqs%zz?x=1'])
      expect(pageRequestUrl(url)).toBe('/not-found');
  });

  it('passes every decodable path through with its query, whatever the query holds', () => {
    for (const url of [
      '/',
      '/ad/12',
      '/ads/rent?q=%zz',
      '/news/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1',
      '/ad/%00',
      '/offices/%2F',
    ])
      expect(pageRequestUrl(url)).toBe(url);
  });

  it('hands Next only decodable paths, for any page path with any segment', () => {
    const prefix = fc.constantFrom(
      '',
      '/ad',
      '/news',
      '/member',
      '/offices',
      '/ads/rent',
      '/deals',
      '/_next/static/chunks',
      '/evaluation/ive/result',
    );
    const url = fc
      .tuple(prefix, fc.array(urlText, { minLength: 1, maxLength: 3 }), fc.option(urlText))
      .map(([start, segments, query]) => `${start}/${segments.join('/')}${query === null ? '' : `?q=${query}`}`);
    fc.assert(
      fc.property(url, (sent) => {
        const handed = pageRequestUrl(sent);
        expect(decodes(handed.split('?')[0]!)).toBe(true);
        if (decodes(sent.split('?')[0]!)) expect(handed).toBe(sent);
      }),
      { seed: seedFor('page paths'), numRuns: 500 },
    );
  });
});
