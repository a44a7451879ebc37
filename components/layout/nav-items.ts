import type messages from '@/messages/ar.json';

export type NavKey = Exclude<keyof (typeof messages)['nav'], 'primaryLabel' | 'allServices' | 'more'>;

/**
 * Where an item shows in the header row: `deal` on every screen (a row of its own under the logo on phones), `xl` from
 * that width (in "more" below it), `more` always in "more". The phone drawer lists home and every item.
 */
export type NavTier = 'deal' | 'xl' | 'more';

export interface NavItem {
  key: NavKey;
  href: string;
  tier: NavTier;
}

/**
 * Buy, rent, exchange and wanted first (the spec's list URLs; a wanted list links to the other), then spec §2's order;
 * "all services" follows the four. Home is the logo, and the first item of the drawer.
 */
export const navItems: readonly NavItem[] = [
  { key: 'buy', href: '/ads/sale', tier: 'deal' },
  { key: 'rent', href: '/ads/rent', tier: 'deal' },
  { key: 'exchange', href: '/ads/exchange', tier: 'deal' },
  { key: 'wanted', href: '/ads/wanted-for-rent', tier: 'deal' },
  { key: 'news', href: '/news', tier: 'xl' },
  { key: 'faqs', href: '/faqs', tier: 'xl' },
  { key: 'about', href: '/about-us', tier: 'more' },
  { key: 'contact', href: '/contact-us', tier: 'more' },
  { key: 'brokerAds', href: '/ads?brokerAds=true', tier: 'more' },
  { key: 'offices', href: '/offices', tier: 'more' },
  { key: 'favourites', href: '/my-favourites', tier: 'more' },
  { key: 'auctions', href: '/auctions', tier: 'more' },
  { key: 'deals', href: '/deals', tier: 'more' },
  { key: 'calculators', href: '/finance', tier: 'more' },
  { key: 'requests', href: '/official-appraisal', tier: 'more' },
  { key: 'packages', href: '/packages', tier: 'more' },
  { key: 'blog', href: '/blog', tier: 'more' },
];
