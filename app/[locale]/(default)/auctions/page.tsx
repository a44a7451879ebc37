import { AuctionsRoute, generateAuctionsMetadata, type AuctionsProps } from './auctions-route';

/** Pages the proxy does not send to the page cache (lib/cached-lists.ts) render here per request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = generateAuctionsMetadata;

export default function AuctionsPage(props: AuctionsProps) {
  return <AuctionsRoute {...props} />;
}
