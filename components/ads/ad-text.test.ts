import { describe, expect, it } from 'vitest';
import { adDescription, adTitle, foreignTextProps } from './ad-text';

const ad = {
  title: 'شقة للإيجار في السالمية',
  titleEn: 'Apartment for rent in Salmiya',
  description: 'وصف',
  descriptionEn: null,
};

describe('adTitle and adDescription', () => {
  it('show the Arabic text on Arabic pages, unmarked', () => {
    expect(adTitle(ad, 'ar')).toEqual({ text: ad.title, props: {} });
  });

  it('show the English text on English pages when the advertiser wrote one', () => {
    expect(adTitle(ad, 'en')).toEqual({ text: ad.titleEn, props: {} });
  });

  it('mark the Arabic text on English pages when there is no English text', () => {
    expect(adDescription(ad, 'en')).toEqual({ text: 'وصف', props: { lang: 'ar', dir: 'rtl' } });
    expect(adTitle({ ...ad, titleEn: null }, 'en').props).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe('foreignTextProps', () => {
  it('leaves Latin text on an English page unmarked', () => {
    expect(foreignTextProps('Gulf Real Estate Office', 'en')).toEqual({});
    expect(foreignTextProps('مكتب الخليج العقاري', 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});
