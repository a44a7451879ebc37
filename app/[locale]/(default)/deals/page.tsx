import { DealsRoute, generateDealsMetadata, type DealsProps } from './deals-route';

/**
 * Rendered per request for members (the subscriber check reads the session cookie) and for searches the proxy does
 * not send to the page cache (lib/cached-lists.ts); the data underneath comes from caches where it is public.
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = generateDealsMetadata;

export default function DealsPage(props: DealsProps) {
  return <DealsRoute {...props} />;
}
