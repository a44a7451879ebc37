import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { contentBlockRows, faqRows } from './data/content';
import { bankRows, disclaimerRows, headerSectionRows, registrationReasonRows, sectorRows } from './data/lists';
import { bannerRows, packageRows } from './data/payments';
import { propertyCategoryRows, propertyTypeRows } from './data/property';
import { rentEstimatorSeoRows, seoConfigRows } from './data/seo';

/** Words of a note to ourselves: a visitor never reads them (a figure without a source says so in plain words). */
const unfinished = [/\b(TODO|FIXME|TBD|ESTIMATE)\b/, /placeholder|lorem ipsum|unconfirmed|غير مؤكد/i];
const isUnfinished = (text: string) => unfinished.some((marker) => marker.test(text));

/** Every string a visitor may read in `value`, with where it is; `source` notes are staff's and stay out. */
function texts(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (key === 'source' ? [] : texts(item, `${path}.${key}`)));
  return [];
}

const unfinishedIn = (value: unknown, path: string) => texts(value, path).filter(([, text]) => isUnfinished(text));

describe('text a visitor reads', () => {
  it('has no unfinished note in the message catalogues', () => {
    expect([...unfinishedIn(ar, 'ar'), ...unfinishedIn(en, 'en')]).toEqual([]);
  });

  it('has no unfinished note in the seeded pages, lists, packages, banners and SEO rows', () => {
    const seeded = {
      contentBlockRows,
      faqRows,
      bankRows,
      disclaimerRows,
      headerSectionRows,
      registrationReasonRows,
      sectorRows,
      bannerRows,
      packageRows,
      propertyCategoryRows,
      propertyTypeRows,
      rentEstimatorSeoRows,
      seoConfigRows,
    };
    expect(unfinishedIn(seeded, 'seed')).toEqual([]);
  });

  it('finds such a note, case aside, but leaves the plain word "estimate" alone', () => {
    expect(
      unfinishedIn(
        {
          a: 'The term is unconfirmed',
          b: 'UNCONFIRMED: demo office',
          c: 'مدة غير مؤكدة',
          source: 'UNCONFIRMED: staff only',
        },
        'x',
      ).map(([path]) => path),
    ).toEqual(['x.a', 'x.b', 'x.c']);
    expect(unfinishedIn({ a: 'An indicative estimate of the value' }, 'x')).toEqual([]);
  });
});
