import type { MemberRole } from './constants';

/**
 * The back office's desks, the role each one needs and the message key of its page's title: a staff member sees, and
 * may open, only the desks of their roles. The pages check the same role on the server, and every API call they make
 * checks it again.
 */
export const staffDesks = [
  { key: 'moderation', href: '/profile/moderation', role: 'moderator', title: 'moderation.title' },
  { key: 'licences', href: '/profile/licence-reviews', role: 'operator', title: 'offices.operator.title' },
  {
    key: 'adVerifications',
    href: '/profile/ad-verifications',
    role: 'operator',
    title: 'adVerifications.operator.title',
  },
  { key: 'featuredAds', href: '/profile/featured-ads', role: 'operator', title: 'featuredAds.title' },
  { key: 'dealReviews', href: '/profile/deal-reviews', role: 'market-data', title: 'dealReviews.title' },
  { key: 'dealImports', href: '/profile/deal-imports', role: 'market-data', title: 'dealImports.title' },
  { key: 'auctionDesk', href: '/profile/auction-desk', role: 'market-data', title: 'auctionDesk.title' },
  { key: 'promoCodes', href: '/profile/promo-codes', role: 'catalogue', title: 'promoCodes.title' },
  { key: 'packagePrices', href: '/profile/package-prices', role: 'catalogue', title: 'packagePrices.title' },
  { key: 'orders', href: '/profile/orders', role: 'catalogue', title: 'orderDesk.title' },
  { key: 'newsDesk', href: '/profile/news-desk', role: 'content', title: 'newsDesk.title' },
  { key: 'memberSupport', href: '/profile/member-support', role: 'support', title: 'memberSupport.title' },
  { key: 'siteContent', href: '/profile/site-content', role: 'content', title: 'contentDesk.title' },
  { key: 'newsletter', href: '/profile/newsletter', role: 'content', title: 'newsletterDesk.title' },
  { key: 'dashboard', href: '/profile/back-office/dashboard', role: 'admin', title: 'staff.dashboard.title' },
  { key: 'staffRoles', href: '/profile/back-office/staff', role: 'admin', title: 'staff.roles.title' },
  { key: 'auditLog', href: '/profile/back-office/audit-log', role: 'admin', title: 'staff.auditLog.title' },
] as const satisfies readonly { key: string; href: string; role: MemberRole; title: string }[];

export type StaffDesk = (typeof staffDesks)[number];
export type StaffDeskKey = StaffDesk['key'];

export const BACK_OFFICE_HREF = '/profile/back-office';

export function desksOf(roles: readonly MemberRole[]): StaffDesk[] {
  return staffDesks.filter((desk) => roles.includes(desk.role));
}
