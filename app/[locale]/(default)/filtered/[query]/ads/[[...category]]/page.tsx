import { AdListRoute, generateAdListMetadata } from '../../../../ads/ad-list-route';
import { cachedListProps } from '../../cached-list-props';

type Props = { params: Promise<{ locale: string; query: string; category?: string[] }> };

/**
 * An ads list with popular filters, reached only through the proxy (lib/cached-lists.ts): rendered on its first visit
 * per locale and key, then served from Next's cache until a write to an ad expires the `ads` tag, or 5 minutes pass.
 */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => generateAdListMetadata(cachedListProps(params));

export default function CachedAdListPage({ params }: Props) {
  return <AdListRoute {...cachedListProps(params)} />;
}
