import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spellingCases } from './normalize-arabic.cases';
import { normalizeForSearch } from './normalize-arabic';
import { normalizeArabicSqlFunction } from './normalize-arabic.sql';

const db = new PGlite();

async function sqlNormalize(inputs: string[]): Promise<string[]> {
  const { rows } = await db.query<{ n: string }>(
    'select manzil_normalize(value) as n from json_array_elements_text($1::json) with ordinality order by ordinality',
    [JSON.stringify(inputs)],
  );
  return rows.map((row) => row.n);
}

/** Every character of the blocks the sets touch, between letters, so a set that differs in SQL shows up. */
function everyCharacterOfTheTouchedBlocks(): string[] {
  const ranges: Array<[number, number]> = [
    [0x0001, 0x07ff],
    [0x2000, 0x206f],
    [0x3000, 0x3000],
    [0xfb50, 0xfeff],
  ];
  return ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => `Aب${String.fromCharCode(from + i)}Zك`),
  );
}

beforeAll(async () => {
  await db.exec(normalizeArabicSqlFunction);
});

afterAll(async () => {
  await db.close();
});

describe('manzil_normalize', () => {
  it.each(spellingCases)('gives the TypeScript output for $typed and $stored', async ({ typed, stored }) => {
    expect(await sqlNormalize([typed, stored])).toEqual([normalizeForSearch(typed), normalizeForSearch(stored)]);
  });

  it('agrees with TypeScript on every character of the touched blocks', async () => {
    const inputs = everyCharacterOfTheTouchedBlocks();
    const sql = await sqlNormalize(inputs);
    expect(inputs.filter((input, i) => sql[i] !== normalizeForSearch(input))).toEqual([]);
  });

  it('can back an expression index', async () => {
    await db.exec('create table ads (title text); create index ads_title_search on ads (manzil_normalize(title));');
    await db.query('insert into ads (title) values ($1), ($2)', ['شقـــة في السالمية', 'فيلا في الجابرية']);
    const { rows } = await db.query<{ title: string }>(
      'select title from ads where manzil_normalize(title) = manzil_normalize($1)',
      ['شقه في السالميه'],
    );
    expect(rows).toEqual([{ title: 'شقـــة في السالمية' }]);
  });

  it('passes null through', async () => {
    const { rows } = await db.query<{ n: string | null }>('select manzil_normalize(null) as n');
    expect(rows).toEqual([{ n: null }]);
  });
});
