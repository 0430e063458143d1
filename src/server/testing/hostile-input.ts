import fc from 'fast-check';

/** Texts that broke the server once: NUL and other control characters, invisible-only text, odd Unicode. */
const hostileTexts = [
  '',
  '   ',
  '\u0000',
  'Desk lamp\u0000',
  'a\u0001b\u001fc\u007f',
  '\u200b',
  '\u200b\u200c\u200d',
  ' \u2060\ufeff ',
  '\u00ad',
  '\ud800',
  '🙂‍↔️',
  "'; drop table product; --",
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  'x'.repeat(70_000),
] as const;

/** Numbers around the limits of PostgreSQL's integer and of JavaScript's safe integers. */
const hostileNumbers = [
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1,
  -2_147_483_649,
  0,
  0.5,
] as const;

/** One value of each hostile kind, for sweeping every field of every request. */
export const hostileFieldValues: unknown[] = [
  '',
  '\u0000',
  'Desk lamp\u0000',
  '\u200b\u200c\u200d',
  '\ud800',
  'x'.repeat(70_000),
  2_147_483_648,
  2 ** 53 + 2,
  1e21,
  -1,
  0.5,
  null,
  [],
  {},
];

/** Path parameters as they appear in a URL (already encoded). */
export const hostileParams = [
  '2147483648',
  '2147483647',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  '%00',
  '1%00',
  '%E2%80%8B',
  '%20',
  '%E0%A4%A',
  '%FF',
  'x'.repeat(90),
  'x'.repeat(200),
] as const;

const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Nested far deeper than any request needs: deep enough to overflow a recursive walk. */
export const deepJson = deepArrays(10_000);

/** Raw JSON texts: nested too deep, or not JSON at all. */
export const hostileJsonTexts = [
  deepJson,
  deepObjects(10_000),
  '{"a":',
  '"just a string"',
  'null',
  '[]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
] as const;

export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileTexts) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
);

const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Any JSON value of a hostile kind: wrong types, odd texts, numbers past the limits, small nestings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
