/** Text a member or staff typed, made literal in a LIKE/ILIKE pattern: `%`, `_` and `\` match only themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
