import { normalizeForSearch, searchTokens, stripArticle } from '@/lib/search/normalize-arabic';
import { db } from '../../db/client';
import { areas } from '../../db/schema/reference';
import { memoize } from '../../lib/memo';

const MAX_SEARCH_TOKENS = 8;
/** Area names change only with the seed or the back office, like the rest of the reference data. */
const AREA_NAMES_TTL_MS = 5 * 60_000;

export interface SearchTerm {
  /** Normalised word, matched as a substring of ads.search_text. */
  token: string;
  /** Areas whose name or alias is this word: their ads match even when their text never spells it this way. */
  areaIds: number[];
}

interface AreaNameIndex {
  /** Names and aliases without a leading article, compared with the token without its article. */
  bare: Map<string, number[]>;
  /** Aliases as written, compared with the token as typed (an alias may itself be a form of the article). */
  exact: Map<string, number[]>;
}

/** Names are stored with the article ("السالمية", "Al-Adan"); the token may come with or without it. */
const dropArticle = (name: string) => name.replace(/^(?:ال|al )/, '');

function add(map: Map<string, number[]>, key: string, id: number) {
  const ids = map.get(key);
  if (!ids) map.set(key, [id]);
  else if (!ids.includes(id)) ids.push(id);
}

async function loadAreaNameIndex(): Promise<AreaNameIndex> {
  const rows = await db()
    .select({ id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn, aliases: areas.aliases })
    .from(areas);
  const index: AreaNameIndex = { bare: new Map(), exact: new Map() };
  for (const { id, nameAr, nameEn, aliases } of rows) {
    for (const name of [nameAr, nameEn, ...aliases]) add(index.bare, dropArticle(normalizeForSearch(name)), id);
    for (const alias of aliases) add(index.exact, normalizeForSearch(alias), id);
  }
  return index;
}

const areaNameIndex = memoize(AREA_NAMES_TTL_MS, loadAreaNameIndex);

/**
 * The words of a free-text query, each with the areas it names. Resolving area names here, against the small areas
 * table, keeps the query on the ads to plain index conditions (a trigram substring or an area id list).
 */
export async function searchTerms(q: string | undefined): Promise<SearchTerm[]> {
  // NFKC first: text pasted from PDFs and some keyboards uses Arabic presentation forms (ﻟ for ل).
  const tokens = [...new Set(searchTokens((q ?? '').normalize('NFKC')))].slice(0, MAX_SEARCH_TOKENS);
  if (tokens.length === 0) return [];
  const { bare, exact } = await areaNameIndex();
  return tokens.map((token) => {
    const ids = new Set([...(bare.get(stripArticle(token)) ?? []), ...(exact.get(token) ?? [])]);
    return { token, areaIds: [...ids].sort((a, b) => a - b) };
  });
}
