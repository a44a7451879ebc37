import { describe, expect, it } from 'vitest';
import { groupSections, type HeaderSection } from './header-sections';
import { navItems } from './nav-items';
import { isActivePath } from './nav-link';

const section = (id: number, group: string): HeaderSection => ({
  id,
  group,
  titleAr: `عنوان ${id}`,
  titleEn: `Title ${id}`,
  descriptionAr: 'وصف',
  descriptionEn: 'Description',
  href: `/s/${id}`,
  icon: 'map',
});

describe('navigation', () => {
  it('lists buy, rent, exchange and wanted first, on every screen, then the spec §2 items in order', () => {
    expect(navItems.map((i) => i.href)).toEqual([
      '/ads/sale',
      '/ads/rent',
      '/ads/exchange',
      '/ads/wanted-for-rent',
      '/news',
      '/faqs',
      '/about-us',
      '/contact-us',
      '/ads?brokerAds=true',
      '/offices',
      '/my-favourites',
      '/auctions',
      '/deals',
      '/finance',
      '/official-appraisal',
      '/packages',
      '/blog',
    ]);
    expect(navItems.filter((i) => i.tier === 'deal').map((i) => i.key)).toEqual(['buy', 'rent', 'exchange', 'wanted']);
  });

  it('marks home only on / and sections on their sub-pages', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/faqs', '/')).toBe(false);
    expect(isActivePath('/auctions/property/3', '/auctions')).toBe(true);
    expect(isActivePath('/auctionsv2', '/auctions')).toBe(false);
    expect(isActivePath('/en/faqs', '/faqs')).toBe(true);
  });

  it('groups header sections in first-seen order, in the visitor language', () => {
    const groups = groupSections([section(1, 'valuation'), section(2, 'market'), section(3, 'valuation')], 'en');
    expect(groups.map((g) => [g.group, g.items.map((i) => i.title)])).toEqual([
      ['valuation', ['Title 1', 'Title 3']],
      ['market', ['Title 2']],
    ]);
    expect(groupSections([section(1, 'valuation')], 'ar')[0]?.items[0]?.title).toBe('عنوان 1');
  });
});
