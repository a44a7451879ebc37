import { AdListRoute, generateAdListMetadata, type AdListProps } from '../ad-list-route';

/**
 * The lists the proxy does not send to the page cache (free text, price or size ranges, several areas, deep pages;
 * lib/cached-lists.ts) render here per request.
 */
export const generateMetadata = generateAdListMetadata;

export default function AdListPage(props: AdListProps) {
  return <AdListRoute {...props} />;
}
