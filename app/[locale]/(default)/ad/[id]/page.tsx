import { AdDetailRoute, generateAdMetadata, type AdRouteProps } from './ad-detail-route';

/**
 * No ad is rendered at build: each renders on its first visit per locale and is then served from Next's cache (ISR),
 * tagged with the ad (server/lib/page-tags.ts) so the owner's edits, withdrawals and deletions through the API expire
 * it at once. The visitor's own state (favourite, owner actions, phone, views) is filled in by the browser.
 */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = generateAdMetadata;

export default function AdPage(props: AdRouteProps) {
  return <AdDetailRoute {...props} />;
}
