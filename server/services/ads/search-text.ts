import { normalizeForSearch } from '../../../lib/search/normalize-arabic';

interface SearchableAd {
  title: string;
  description: string;
  titleEn?: string | null;
  descriptionEn?: string | null;
  area: { nameAr: string; nameEn: string; aliases: string[] };
}

/** The ads.search_text column: what free-text search matches, written by the seed and by every create or update. */
export function adSearchText({ title, description, titleEn, descriptionEn, area }: SearchableAd): string {
  return normalizeForSearch(
    `${title} ${description} ${titleEn ?? ''} ${descriptionEn ?? ''} ${area.nameAr} ${area.nameEn} ${area.aliases.join(' ')}`,
  );
}
