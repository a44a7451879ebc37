import { describe, expect, it } from 'vitest';
import { keyFunctions, spellingCases } from './normalize-arabic.cases';
import { compactKey, normalizeForSearch, searchTokens, stripArticle } from './normalize-arabic';

describe('normalizeForSearch', () => {
  it.each(spellingCases)('$typed ↔ $stored by $via', ({ typed, stored, key, via }) => {
    const toKey = keyFunctions[via];
    expect(toKey(typed)).toBe(key);
    expect(toKey(stored)).toBe(key);
  });

  it.each(spellingCases.flatMap(({ typed, stored }) => [typed, stored]))('is idempotent for %s', (text) => {
    const once = normalizeForSearch(text);
    expect(normalizeForSearch(once)).toBe(once);
    expect(compactKey(once)).toBe(compactKey(text));
  });

  it('keeps different places apart', () => {
    expect(normalizeForSearch('الرقة')).not.toBe(normalizeForSearch('الرقعي'));
    expect(normalizeForSearch('كبد')).not.toBe(normalizeForSearch('كيفان'));
  });

  it('leaves nothing of punctuation-only input', () => {
    expect(normalizeForSearch(' ،؛؟ - . ')).toBe('');
    expect(normalizeForSearch('')).toBe('');
  });
});

describe('searchTokens', () => {
  it('splits the normalised text and drops empty tokens', () => {
    expect(searchTokens('  شقة،  السالمية ؟ ')).toEqual(['شقه', 'السالميه']);
    expect(searchTokens('؟')).toEqual([]);
  });
});

describe('stripArticle', () => {
  it('drops ال and al- only when a word remains', () => {
    expect(stripArticle('الكويت')).toBe('كويت');
    expect(stripArticle('Al-Salmiya')).toBe('Salmiya');
    expect(stripArticle('الي')).toBe('الي');
    expect(stripArticle('al')).toBe('al');
    expect(stripArticle('al-1')).toBe('al-1');
  });

  it('keeps الله and Latin words that merely start with al', () => {
    expect(stripArticle('الله')).toBe('الله');
    expect(stripArticle('alsalmiya')).toBe('alsalmiya');
  });
});
