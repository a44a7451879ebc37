import { AuctionsRoute, generateAuctionsMetadata } from '../../../auctions/auctions-route';
import { cachedListProps } from '../cached-list-props';

type Props = { params: Promise<{ locale: string; query: string }> };

/** An auctions page reached only through the proxy (lib/cached-lists.ts), cached per key and expired with the `auctions` tag. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => generateAuctionsMetadata(cachedListProps(params));

export default function CachedAuctionsPage({ params }: Props) {
  return <AuctionsRoute {...cachedListProps(params)} />;
}
