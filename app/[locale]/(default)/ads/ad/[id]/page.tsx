import { AdDetailRoute, generateAdMetadata, type AdRouteProps } from '../../../ad/[id]/ad-detail-route';

/** The spec's second address of an ad (`/ads/ad/{id}`); same page, canonical URL `/ad/{id}`, cached the same way. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = generateAdMetadata;

export default function AdsAdPage(props: AdRouteProps) {
  return <AdDetailRoute {...props} />;
}
