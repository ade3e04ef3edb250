// The fuzz drill's values (see fuzz-cases.ts): the odd strings and JSON values every field gets,
// a valid value for a schema, and the boundaries a schema declares.

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

/** A value to try: `raw` is already URL-encoded (for values encodeURIComponent refuses). */
export interface Variant {
  label: string;
  value?: unknown;
  raw?: string;
  missing?: boolean;
}

export const HUGE = 'x'.repeat(100_000);

/** Strings every field gets, whatever its type. */
export const STRINGS: Variant[] = [
  { label: 'empty string', value: '' },
  { label: 'space', value: ' ' },
  { label: 'NUL', value: '\0' },
  { label: 'NUL inside', value: 'a\0b' },
  { label: 'NUL suffix', value: 'ATH\0' },
  { label: 'percent-00 literal', value: '%00' },
  { label: 'control chars', value: '\u0001\u0002\u001f\u007f' },
  { label: 'unicode', value: 'Жэ漢字🏅é' },
  { label: 'RTL override', value: '\u202Eabc' },
  { label: 'BOM', value: '\uFEFFATH' },
  { label: 'lone surrogate', value: '\uD800', raw: '%ED%A0%80' },
  { label: 'invalid UTF-8', raw: '%C3%28%FF' },
  { label: 'path traversal', value: '../../etc/passwd' },
  { label: 'SQL quote', value: "' OR 1=1 --" },
  { label: 'LIKE wildcards', value: '%_%\\' },
  { label: 'html', value: '<script>alert(1)</script>' },
  { label: 'newline', value: 'a\r\nb' },
  { label: 'string 1 KB', value: 'y'.repeat(1024) },
  { label: 'string 10 KB', value: 'z'.repeat(10_000) },
  { label: 'negative', value: '-1' },
  { label: 'zero', value: '0' },
  { label: 'float text', value: '1.5' },
  { label: 'exponent', value: '1e308' },
  { label: 'beyond 2^53', value: '9007199254740993' },
  { label: 'beyond int32', value: '2147483648' },
  { label: 'NaN text', value: 'NaN' },
  { label: 'Infinity text', value: 'Infinity' },
  { label: 'hex', value: '0x10' },
];

/** Values only a JSON body can carry. */
export const JSON_ONLY: Variant[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'number 0', value: 0 },
  { label: 'number -1', value: -1 },
  { label: 'number 1.5', value: 1.5 },
  { label: 'number 2^31', value: 2 ** 31 },
  { label: 'number 2^53+2', value: 2 ** 53 + 2 },
  { label: 'number 1e308', value: 1e308 },
  { label: 'number -1e308', value: -1e308 },
  { label: 'empty array', value: [] },
  { label: 'array of string', value: ['a'] },
  { label: 'empty object', value: {} },
  { label: 'object', value: { a: 1 } },
  { label: 'string 100 KB', value: HUGE },
  { label: 'NUL-only key object', value: { '\0': '\0' } },
];

/** Query-string shapes: a repeated parameter becomes an array. */
export const QUERY_ONLY: Variant[] = [
  { label: 'repeated', raw: 'a&{name}=b' },
  { label: 'string 20 KB (over the header limit)', raw: 'q'.repeat(20_000) },
  { label: 'percent alone', raw: '%' },
  { label: 'percent-2 bad', raw: '%zz' },
];

/** A valid value for a schema, from the games' real codes when the name says what it is. */
export type Samples = Record<string, string | number>;

export function validFor(name: string, schema: JsonSchema, samples: Samples, opPath: string): unknown {
  const special = samples[`${opPath} ${name}`] ?? samples[name];
  if (special !== undefined) return schema.type === 'integer' ? Number(special) : special;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > -1e15 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [validFor(`${name}[]`, schema.items, samples, opPath)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) out[k] = validFor(k, s, samples, opPath);
      return out;
    }
  }
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return samples.day;
  if (schema.pattern?.includes('[A-Za-z]{3}')) return 'ATH';
  if (schema.pattern === '^\\d+$') return '1';
  if (schema.pattern?.includes('{16}')) return 'abcdefghijklmnop';
  return 'v'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Boundary values a schema declares: limits and one past them. */
export function boundaries(schema: JsonSchema): Variant[] {
  const out: Variant[] = [];
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.minimum !== undefined && schema.minimum > -1e15) {
      out.push(
        { label: 'minimum', value: schema.minimum },
        { label: 'minimum-1', value: schema.minimum - 1 },
      );
    }
    if (schema.maximum !== undefined && schema.maximum < 1e15) {
      out.push(
        { label: 'maximum', value: schema.maximum },
        { label: 'maximum+1', value: schema.maximum + 1 },
      );
    }
  }
  if (schema.minLength !== undefined) {
    out.push({ label: 'minLength', value: 'm'.repeat(schema.minLength) });
    if (schema.minLength > 0) out.push({ label: 'minLength-1', value: 'm'.repeat(schema.minLength - 1) });
  }
  if (schema.maxLength !== undefined) {
    out.push(
      { label: 'maxLength', value: 'M'.repeat(schema.maxLength) },
      { label: 'maxLength+1', value: 'M'.repeat(schema.maxLength + 1) },
      { label: 'maxLength of 🏅', value: '🏅'.repeat(schema.maxLength) },
    );
  }
  if (schema.enum) {
    out.push(
      { label: 'enum lower-case', value: String(schema.enum[0]).toLowerCase() },
      { label: 'enum + NUL', value: `${String(schema.enum[0])}\0` },
    );
  }
  if (schema.type === 'array' && schema.maxItems !== undefined && schema.items) {
    out.push({ label: 'maxItems+1', value: Array.from({ length: schema.maxItems + 1 }, () => ({})) });
  }
  return out;
}
