/**
 * Hostile inputs for the fuzz test (fuzz.test.ts): values an attacker sends in any field, a plausible value for each
 * JSON schema (so requests get past the first check and reach the code behind it), and a small seeded random source
 * so every run sends the same requests.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  default?: unknown;
  format?: string;
}

/** Values that broke or could break a server: NUL, integer overflow, wrong types, prototype keys, odd unicode. */
export const HOSTILE_VALUES: ReadonlyArray<unknown> = [
  'a\u0000b',
  '\u0000',
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  -1,
  0,
  1.5,
  1e308,
  '99999999999999999999',
  '-1',
  'abc',
  '',
  ' ',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '😀\u202e\ud800',
  '\ud83d',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  true,
  null,
  [],
  [null],
  {},
  { __proto__: { polluted: 1 } },
  JSON.parse('{"__proto__":{"polluted":1}}'),
  { constructor: { prototype: { polluted: 1 } } },
];

/** Values that fit in a URL path segment or query value (strings of the above, percent-encoded by the caller). */
export const HOSTILE_TEXT: ReadonlyArray<string> = [
  'a\u0000b',
  String(2 ** 31),
  String(2 ** 63),
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  '',
  'x'.repeat(300),
  '__proto__',
  'constructor',
  '😀\u202e',
  "' OR 1=1 --",
  '..%2F..',
  '%',
];

/** Whole bodies that are not what any route expects. Raw strings are sent as they are, with a JSON content type. */
export const HOSTILE_BODIES: ReadonlyArray<{ raw: string } | { json: unknown }> = [
  { raw: '' },
  { raw: '{' },
  { raw: '{"a":' },
  { raw: 'null' },
  { raw: '[]' },
  { raw: '"text"' },
  { raw: '12345678901234567890' },
  { raw: '{"__proto__":{"polluted":1}}' },
  { raw: '{"constructor":{"prototype":{"polluted":1}}}' },
  { raw: `${'['.repeat(2000)}${']'.repeat(2000)}` },
  { raw: '{"a":"\\u0000"}' },
  { raw: '{"a":"\\ud800"}' },
];

/** A deterministic pseudo-random source (mulberry32): the same seed, the same run. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const typeOf = (s: JsonSchema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;

type Pick = <T>(items: ReadonlyArray<T>) => T;
const first: Pick = <T>(items: ReadonlyArray<T>) => items[0] as T;

/**
 * A plausible value for a schema: an enum value (the first, or one `pick` chooses), a default, or the smallest value
 * of its type.
 */
export function sampleOf(schema: JsonSchema | undefined, pick: Pick = first, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(schema.enum);
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative?.length) return sampleOf(pick(alternative), pick, depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, pick, depth + 1)));
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sampleOf(v, pick, depth + 1);
      return out;
    }
    case 'array':
      return [sampleOf(schema.items, pick, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'a@example.com';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'a';
  }
}
