import type { NewsCard as NewsCardData } from '@/lib/schemas/news';
import { NewsCard } from './news-card';

type NewsGridProps = {
  articles: NewsCardData[];
  heading?: 'h2' | 'h3';
  /** Show the first article as the lead story across the whole row. */
  withLead?: boolean;
  /**
   * How many covers load at once, with high priority (the first screen's); the rest load lazily. Every eager cover
   * shares a phone's bandwidth with the one the visitor waits for.
   */
  eagerCards?: number;
};

export function NewsGrid({ articles, heading, withLead = false, eagerCards = 0 }: NewsGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => {
        const lead = withLead && index === 0;
        return (
          <li key={article.slug} className={lead ? 'sm:col-span-2 lg:col-span-3' : undefined}>
            <NewsCard article={article} heading={heading} lead={lead} eager={index < eagerCards} />
          </li>
        );
      })}
    </ul>
  );
}
