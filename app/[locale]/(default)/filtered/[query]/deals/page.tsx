import { DealsRoute, generateDealsMetadata } from '../../../deals/deals-route';
import { cachedListProps } from '../cached-list-props';

type Props = { params: Promise<{ locale: string; query: string }> };

/**
 * The visitors' deals page for a popular search, reached only through the proxy (lib/cached-lists.ts) for requests
 * without a session: it never reads the session, is cached per key and revalidates every 5 minutes.
 */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => generateDealsMetadata(cachedListProps(params));

export default function CachedDealsPage({ params }: Props) {
  return <DealsRoute {...cachedListProps(params)} />;
}
