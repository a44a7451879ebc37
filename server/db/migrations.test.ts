import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeArabicSqlFunction } from '@/lib/search/normalize-arabic.sql';

describe('migrations', () => {
  it('define manzil_normalize exactly as the TypeScript normaliser does', () => {
    const migration = readFileSync(new URL('./migrations/0002_search_extensions.sql', import.meta.url), 'utf8');
    expect(migration).toContain(normalizeArabicSqlFunction.trim());
  });
});
