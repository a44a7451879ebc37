import { generateNewsListMetadata, NewsListRoute } from '../../../news/news-list-route';
import { cachedListProps } from '../cached-list-props';

type Props = { params: Promise<{ locale: string; query: string }> };

/** A news list page reached only through the proxy (lib/cached-lists.ts), cached per key and expired with the `news` tag. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => generateNewsListMetadata(cachedListProps(params));

export default function CachedNewsListPage({ params }: Props) {
  return <NewsListRoute {...cachedListProps(params)} />;
}
