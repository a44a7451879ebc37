import type messages from '@/messages/ar.json';

export type NavKey = Exclude<keyof (typeof messages)['nav'], 'primaryLabel' | 'allServices' | 'more'>;

/**
 * Where an item shows on wide screens: in the header row from `lg`, in the row from `xl` (in "more" below it),
 * or always in "more". Phones list everything in the drawer.
 */
export type NavTier = 'lg' | 'xl' | 'more';

export interface NavItem {
  key: NavKey;
  href: string;
  tier: NavTier;
}

/** Spec §2 order; the "all services" menu sits right after home. */
export const navItems: readonly NavItem[] = [
  { key: 'home', href: '/', tier: 'lg' },
  { key: 'news', href: '/news', tier: 'lg' },
  { key: 'faqs', href: '/faqs', tier: 'lg' },
  { key: 'about', href: '/about-us', tier: 'xl' },
  { key: 'contact', href: '/contact-us', tier: 'xl' },
  { key: 'offices', href: '/offices', tier: 'xl' },
  { key: 'favourites', href: '/my-favourites', tier: 'more' },
  { key: 'auctions', href: '/auctions', tier: 'more' },
  { key: 'deals', href: '/deals', tier: 'more' },
  { key: 'calculators', href: '/finance', tier: 'more' },
  { key: 'requests', href: '/official-appraisal', tier: 'more' },
  { key: 'packages', href: '/packages', tier: 'more' },
  { key: 'blog', href: '/blog', tier: 'more' },
];
