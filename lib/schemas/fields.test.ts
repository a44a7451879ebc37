import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { flagField, intField, messageKeys, phoneField, positiveNumber, safeText, textField } from './fields';

const messagesOf = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues.map((issue) => issue.message) ?? [];

describe('phoneField', () => {
  it('says exactly one thing about a phone number, the right one', () => {
    expect(messagesOf(phoneField, '')).toEqual([messageKeys.required]);
    expect(messagesOf(phoneField, '   ')).toEqual([messageKeys.required]);
    expect(messagesOf(phoneField, undefined)).toEqual([messageKeys.required]);
    expect(messagesOf(phoneField, '12ab')).toEqual([messageKeys.phoneIncorrect]);
    expect(messagesOf(phoneField, '5065')).toEqual([messageKeys.phoneShort]);
    expect(messagesOf(phoneField, '506501261')).toEqual([messageKeys.phoneLong]);
    expect(messagesOf(phoneField, '٥٠٦٥٠١٢٦')).toEqual([]);
  });
});

describe('text fields', () => {
  it('refuse control characters and lone surrogates, which PostgreSQL refuses in text and JSON', () => {
    for (const schema of [safeText(100), textField(1, 100, { multiline: true })]) {
      for (const bad of ['a\u0000b', 'a\u0007b', 'a\ud800b', 'a\udfffb'])
        expect(messagesOf(schema, bad)).toEqual([messageKeys.invalidCharacters]);
      expect(messagesOf(schema, 'شقة 😀 للإيجار')).toEqual([]);
    }
    expect(messagesOf(textField(1, 100, { multiline: true }), 'سطر\nسطر')).toEqual([]);
  });
});

describe('numbers in JSON bodies', () => {
  it('calls a missing number required and anything that is not a number not a number', () => {
    for (const schema of [positiveNumber(100), intField(0, 100)]) {
      expect(messagesOf(schema, undefined)).toEqual([messageKeys.required]);
      expect(messagesOf(schema, null)).toEqual([messageKeys.required]);
      expect(messagesOf(schema, 'abc')).toEqual([messageKeys.numeric]);
      expect(messagesOf(schema, '50')).toEqual([messageKeys.numeric]);
      expect(messagesOf(schema, Number.NaN)).toEqual([messageKeys.numeric]);
    }
    expect(messagesOf(intField(0, 100), 2.5)).toEqual([messageKeys.invalidValue]);
    expect(messagesOf(positiveNumber(100), 0)).toEqual([messageKeys.required]);
  });
});

describe('flagField', () => {
  it('names a missing yes/no required and anything else not valid, never zod’s English', () => {
    expect(messagesOf(flagField, undefined)).toEqual([messageKeys.required]);
    expect(messagesOf(flagField, 'yes')).toEqual([messageKeys.invalidValue]);
    expect(messagesOf(flagField, 1)).toEqual([messageKeys.invalidValue]);
    expect(messagesOf(flagField, false)).toEqual([]);
  });
});
