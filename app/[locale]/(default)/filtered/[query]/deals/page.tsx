/**
 * The visitors' deals page for a popular search, reached only through the proxy (lib/cached-lists.ts): the same page as the one rendered per request,
 * reading its query from the key segment, rendered on its first visit per locale and key and then served from Next's
 * cache (ISR) until the 5-minute window expires it.
 */
export { default, generateMetadata } from '../../../deals/page';

export function generateStaticParams() {
  return [];
}
