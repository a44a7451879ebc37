import { ignoredCharacters, letterFolds, separatorCharacters } from './normalize-arabic';

const digitRun = (zero: number) => Array.from({ length: 10 }, (_, i) => String.fromCharCode(zero + i)).join('');

/**
 * manzil_normalize(text) mirrors normalizeForSearch exactly, step for step and from the same character sets, so a
 * normalised column, an expression index and a query all produce one key. compactKey and stripArticle stay in
 * TypeScript. lower() runs under the "C" collation because only that keeps it ASCII-only on every database.
 */
export const normalizeArabicSqlFunction = `
CREATE OR REPLACE FUNCTION manzil_normalize(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  SELECT btrim(
    regexp_replace(
      translate(
        regexp_replace(
          lower(translate($1, '${digitRun(0x0660)}${digitRun(0x06f0)}', '01234567890123456789') COLLATE "C"),
          '${ignoredCharacters}', '', 'g'),
        '${Object.keys(letterFolds).join('')}', '${Object.values(letterFolds).join('')}'),
      '${separatorCharacters}', ' ', 'g'),
    ' ')
$fn$;
`;
