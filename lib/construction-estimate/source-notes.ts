/**
 * A stored source note that opens with UNCONFIRMED or ESTIMATE says the figure has no dated public source yet (an own
 * estimate or a placeholder). Such notes stay in the database for staff; visitors and the API never read them.
 */
export const sourceConfirmed = (source: string) => !/^(UNCONFIRMED|ESTIMATE)\b/.test(source);

/** A row as a public answer carries it: its value stays, a note without a dated public source becomes empty. */
export const citedOnly = <T extends { source: string }>(row: T): T =>
  sourceConfirmed(row.source) ? row : { ...row, source: '' };

/** The notes a visitor reads: dated public sources only, and whether some figures were left as own estimates. */
export function publicSources(sources: string[]): { cited: string[]; estimated: boolean } {
  const cited = sources.filter(sourceConfirmed);
  return { cited, estimated: cited.length < sources.length };
}
