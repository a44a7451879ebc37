import { generateNewsListMetadata, NewsListRoute, type NewsListProps } from './news-list-route';

/** Categories and pages the proxy does not send to the page cache (lib/cached-lists.ts) render here per request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = generateNewsListMetadata;

export default function NewsListPage(props: NewsListProps) {
  return <NewsListRoute {...props} />;
}
