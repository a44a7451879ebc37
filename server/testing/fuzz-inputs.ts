import fc from 'fast-check';

/**
 * Malformed and boundary inputs for the fuzz suites (fast-check arbitraries): what an attacker, a broken client or a
 * hand-edited link sends. Values are decoded text; `urlText` turns them into what travels in a URL.
 */

/** Reproducible by default; `FUZZ_SEED=<n>` replays a reported failure or explores other inputs. */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** A stable seed per suite, so adding a route group does not change the inputs of the others. */
export function seedFor(name: string): number {
  let hash = fuzzSeed | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const INT4_MAX = 2_147_483_647;

export const trickyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\t\n\r',
  '\u0085\u009f',
  '\u202eevil',
  '\ud800',
  '\ufeff',
  '𝕏🏠',
  'null',
  'undefined',
  '[object Object]',
  "'; drop table ads; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '٠١٢٣٤٥٦٧',
  '0000-01-01',
  '9999-12-31',
  '275760-09-13',
  '2026-02-30',
  '1990-01-01',
  '2100-12-31',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  String(INT4_MAX),
  String(INT4_MAX + 1),
  '99999999999999999999999',
  'true',
  'x'.repeat(300),
  'ب'.repeat(5000),
);

export const anyText = fc.oneof(
  { weight: 3, arbitrary: trickyText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0001', '\u007f', '\u0000\u0000'))
      .map(([s, c]) => `${s}${c}${s}`),
  },
);

export const anyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    1.5,
    INT4_MAX,
    INT4_MAX + 1,
    -INT4_MAX - 2,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    32_768,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested arrays and objects several hundred levels deep. */
const deepValue = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

export const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyText,
    anyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'id')),
      tie('value'),
      { maxKeys: 4 },
    ),
    deepValue,
  ),
})).value;

/** Percent-encodes any text; a lone surrogate (which UTF-8 cannot carry) becomes U+FFFD as a browser would send it. */
export const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

/** Text as it travels in a URL: percent-encoded, or sent raw (stray `%`, a truncated UTF-8 sequence, an encoded NUL). */
export const urlText = fc.oneof(
  { weight: 4, arbitrary: anyText.map(encode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%%', '%zz', '%E0%A4%A', '%C0%80', '%00', '%2F', '..', '.', '%2e%2e', '+', '%20'),
  },
);

/** Query keys the API and the pages read, plus unknown ones. */
export const queryKeys = [
  'page',
  'pageSize',
  'q',
  'areaId',
  'areaIds',
  'area',
  'governorateId',
  'categoryId',
  'propertyTypeId',
  'priceMin',
  'priceMax',
  'sizeMin',
  'sizeMax',
  'bedrooms',
  'bathrooms',
  'sort',
  'dealType',
  'type',
  'isFilter',
  'screen',
  'lang',
  'from',
  'to',
  'category',
  'tab',
  'organizerId',
  'kind',
  'statusId',
  'status',
  'state',
] as const;

const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...queryKeys) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** A page's decoded `searchParams`: keys once, repeated, or empty. */
export const searchParams = fc.dictionary(
  queryKey,
  fc.oneof(
    { weight: 4, arbitrary: anyText },
    { weight: 1, arbitrary: fc.array(anyText, { minLength: 1, maxLength: 3 }) },
  ),
  {
    maxKeys: 6,
  },
);

/** A raw query string, encoded or not, with repeated keys and stray separators. */
export const queryString = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(queryKey.map(encode), urlText), { maxLength: 6 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  },
  { weight: 1, arbitrary: fc.constantFrom('&&&', '=', 'a=b=c', '?', 'page', 'q=%00&q=%00', '%00=1', '&page=1&page=2') },
);

/**
 * One value of each kind that has broken a handler (issue 10): swept through every field of every known request, one
 * field at a time, so each reaches the code behind the validation that should have stopped it.
 */
export const boundaryJsonValues: unknown[] = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(10_000),
  '0000-01-01',
  INT4_MAX + 1,
  2 ** 53 + 2,
  1e308,
  -1,
  null,
  { $ne: null },
];

/** The same kinds as they travel in a query string or path segment. */
export const boundaryUrlValues: string[] = [
  '%00',
  '%',
  '%E0%A4%A',
  '0000-01-01',
  '9999-12-31',
  String(INT4_MAX + 1),
  '99999999999999999999',
  '0',
  '',
  '%D9%A1%D9%A2',
  'x'.repeat(300),
  '-'.repeat(36),
  '00000000-0000-0000-0000-00000000000g',
];
