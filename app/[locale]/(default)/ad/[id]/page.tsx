import { AdDetailRoute, generateAdMetadata, type AdRouteProps } from './ad-detail-route';

/**
 * Rendered per request: owners edit, withdraw and delete ads through the API, which cannot invalidate Next's page
 * cache, and a deleted or withdrawn ad must not stay visible for a revalidation period. The render is three indexed
 * queries; the visitor's own state (favourite, owner actions, phone) is filled in by the browser.
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = generateAdMetadata;

export default function AdPage(props: AdRouteProps) {
  return <AdDetailRoute {...props} />;
}
