import type { NewsCategory } from '@/lib/schemas/news';

/** `/news`, `/news?category=auctions`, `/news?category=auctions&page=2`: page 1 never carries `page`. */
export function newsListHref({ category, page }: { category?: NewsCategory; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page && page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/news?${search}` : '/news';
}

export const newsArticleHref = (slug: string) => `/news/${slug}`;
