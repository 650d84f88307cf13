import type { Prng } from './prng';

/**
 * Values a confused or hostile client puts where a field belongs. Strings stay under the default body
 * limit (1 MiB) so they reach validation rather than the size check, except a few on purpose.
 */

/** Nested arrays or objects `depth` levels deep. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** The same nesting as JSON text, without building the value (JSON.stringify would recurse too deep). */
export const deeplyNestedJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const UNICODE_STRINGS = [
  'Zoë Ångström',
  '名前テスト',
  'مرحبا بالعالم',
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301\u0301',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\uFEFFbom',
  '\uD800',
  '\uDFFF\uD800',
  '\u2028\u2029',
  'ﷺ'.repeat(50),
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m',
  '%00',
  '../../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '%s%n%x',
];

export function hostileString(prng: Prng): string {
  switch (prng.int(8)) {
    case 0:
      return '';
    case 1:
      return prng.pick([' ', '\t\n', '   x   ']);
    case 2:
      return 'x'.repeat(prng.pick([256, 1025, 65_537, 300_000]));
    case 3:
      return prng.pick(['é', '😀', '\u0000', 'ß']).repeat(prng.pick([100, 5000, 60_000]));
    default:
      return prng.pick(UNICODE_STRINGS);
  }
}

const NUMBERS = [0, -0, -1, 1.5, -1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324];

export function hostileNumber(prng: Prng): number {
  return prng.pick(NUMBERS);
}

/** Any value of a JSON type, chosen without regard to the field it replaces. */
export function wrongValue(prng: Prng): unknown {
  switch (prng.int(10)) {
    case 0:
      return null;
    case 1:
      return prng.chance(0.5);
    case 2:
      return hostileNumber(prng);
    case 3:
      return [];
    case 4:
      return [hostileString(prng), hostileNumber(prng)];
    case 5:
      return {};
    case 6:
      return prng.pick([
        { $ne: null },
        { $gt: '' },
        JSON.parse('{"__proto__":{"admin":true}}'),
        { toString: 1 },
      ]);
    case 7:
      return deeplyNested(prng.pick([50, 500, 2000]), prng.chance(0.5) ? 'array' : 'object');
    default:
      return hostileString(prng);
  }
}

/** Names of extra fields: pollution attempts, odd and huge keys. */
export function hostileKey(prng: Prng): string {
  return prng.pick([
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'role_id',
    'user_id',
    '',
    ' ',
    'a\u0000b',
    '😀',
    'k'.repeat(10_000),
    'hasOwnProperty',
    'toJSON',
  ]);
}
