// The fuzz drill's request generator: from the OpenAPI document, for every operation, valid,
// boundary and invalid values of every path and query parameter and of every JSON body field
// (nested ones too), and whole-body variants; ODF ingest bodies are mutated XML messages.
import { gzipSync } from 'node:zlib';
import {
  boundaries,
  HUGE,
  JSON_ONLY,
  QUERY_ONLY,
  STRINGS,
  validFor,
  type JsonSchema,
  type Samples,
  type Variant,
} from './fuzz-values';

export type { JsonSchema, Samples } from './fuzz-values';

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface Case {
  op: Operation;
  /** What was varied: `query.page = -1`, `body.rows.0.rank missing`, ... */
  label: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

function encode(v: Variant, name: string): string {
  if (v.raw !== undefined) return v.raw.replace('{name}', name);
  return encodeURIComponent(typeof v.value === 'string' ? v.value : JSON.stringify(v.value));
}

function buildPath(op: Operation, values: Map<string, Variant>): string {
  let p = op.path;
  const query: string[] = [];
  for (const param of op.parameters) {
    if (param.in === 'header') continue;
    const v = values.get(`${param.in}.${param.name}`);
    if (!v || v.missing) {
      if (param.in === 'path') p = p.replace(`{${param.name}}`, '');
      continue;
    }
    if (param.in === 'path') p = p.replace(`{${param.name}}`, encode(v, param.name));
    else query.push(`${param.name}=${encode(v, param.name)}`);
  }
  return query.length ? `${p}?${query.join('&')}` : p;
}

/** Leaf and container paths of a JSON body schema: `rows`, `rows.0`, `rows.0.rank`, ... */
function fieldPaths(schema: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  const out: { path: string[]; schema: JsonSchema }[] = [];
  if (schema.type === 'object' && schema.properties) {
    for (const [k, s] of Object.entries(schema.properties)) {
      out.push({ path: [...prefix, k], schema: s }, ...fieldPaths(s, [...prefix, k]));
    }
  } else if (schema.type === 'array' && schema.items) {
    out.push({ path: [...prefix, '0'], schema: schema.items }, ...fieldPaths(schema.items, [...prefix, '0']));
  }
  return out;
}

function setAt(target: unknown, path: string[], v: Variant): unknown {
  const copy = structuredClone(target) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (v.missing) delete node[last];
  else node[last] = v.value;
  return copy;
}

/** Whole-body variants of a JSON route. */
function bodyShapes(valid: unknown): { label: string; body: string | Buffer; type?: string }[] {
  let deep = '1';
  for (let i = 0; i < 20_000; i++) deep = `[${deep}]`;
  return [
    { label: 'no body', body: '' },
    { label: 'valid', body: JSON.stringify(valid) },
    { label: 'empty object', body: '{}' },
    { label: 'array', body: '[]' },
    { label: 'null', body: 'null' },
    { label: 'string', body: '"x"' },
    { label: 'number', body: '42' },
    { label: 'broken JSON', body: '{"a":' },
    { label: 'NUL bytes', body: Buffer.from('{"a":"\0"}') },
    { label: 'escaped NUL in every value', body: JSON.stringify(valid).replace(/":"/g, '":"\\u0000') },
    { label: '__proto__ key', body: '{"__proto__":{"admin":true}}' },
    { label: 'constructor key', body: '{"constructor":{"prototype":{"x":1}}}' },
    { label: 'nested 20,000 deep', body: deep },
    { label: 'body 2 MB (over the limit)', body: JSON.stringify({ a: 'b'.repeat(2_000_000) }) },
    { label: 'text/plain', body: JSON.stringify(valid), type: 'text/plain' },
    { label: 'utf-16 charset', body: JSON.stringify(valid), type: 'application/json; charset=utf-16' },
    { label: 'form content', body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    {
      label: 'invalid UTF-8 bytes',
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    },
  ];
}

/** Cases of one JSON/query operation, each once (identities are added by the caller). */
export function operationCases(op: Operation, samples: Samples): Case[] {
  const cases: Case[] = [];
  const valid = new Map<string, Variant>();
  for (const p of op.parameters) {
    if (p.in === 'header') continue;
    const value = validFor(p.name, p.schema, samples, op.path);
    valid.set(`${p.in}.${p.name}`, { label: 'valid', value });
  }
  const validBody = op.body ? validFor('body', op.body, samples, op.path) : undefined;
  const jsonHeaders = { 'content-type': 'application/json' };
  const make = (label: string, values: Map<string, Variant>, body?: unknown) =>
    cases.push({
      op,
      label,
      path: buildPath(op, values),
      headers: op.body ? jsonHeaders : {},
      body: op.body ? JSON.stringify(body) : undefined,
    });

  make('all valid', valid, validBody);
  // Optional query parameters left out.
  const bare = new Map([...valid].filter(([k]) => !k.startsWith('query.')));
  if (bare.size !== valid.size) make('no query', bare, validBody);

  for (const p of op.parameters) {
    if (p.in === 'header') continue;
    const key = `${p.in}.${p.name}`;
    const variants = [
      ...boundaries(p.schema),
      ...STRINGS,
      ...(p.in === 'query' ? QUERY_ONLY : []),
      { label: 'missing', missing: true },
    ];
    for (const v of variants) make(`${key} = ${v.label}`, new Map(valid).set(key, v), validBody);
  }

  if (op.body) {
    for (const field of fieldPaths(op.body)) {
      const name = `body.${field.path.join('.')}`;
      const variants = [
        ...boundaries(field.schema),
        ...STRINGS,
        ...JSON_ONLY,
        { label: 'missing', missing: true },
      ];
      for (const v of variants) make(`${name} = ${v.label}`, valid, setAt(validBody, field.path, v));
    }
    for (const shape of bodyShapes(validBody)) {
      cases.push({
        op,
        label: `body ${shape.label}`,
        path: buildPath(op, valid),
        headers: shape.body === '' ? {} : { 'content-type': shape.type ?? 'application/json' },
        body: shape.body,
      });
    }
  }
  return cases;
}

// ------------------------------------------------------------------ ODF ingest

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/>/g, '&gt;');

/** Attribute values to put into an ODF message: raw (NUL stays a NUL byte), escaped otherwise. */
const ODF_VALUES: { label: string; value: string }[] = [
  ...STRINGS.filter((v) => typeof v.value === 'string').map((v) => ({
    label: v.label,
    value: v.value as string,
  })),
  { label: 'string 100 KB', value: HUGE },
  { label: 'smallint overflow', value: '40000' },
  { label: 'int32 overflow', value: '3000000000' },
  { label: 'beyond 2^63', value: '99999999999999999999' },
  { label: 'negative big', value: '-40000' },
  { label: 'nine digits', value: '999999999' },
  { label: 'time 99:99', value: '999999999' },
  { label: 'date 0000-00-00', value: '0000-00-00' },
  { label: 'date 9999-99-99', value: '9999-99-99' },
  { label: 'entity', value: '&amp;&#0;&#x0;' },
];

/** Cases of POST /api/ingest/odf: a valid message mutated attribute by attribute, and odd bodies. */
export function odfCases(op: Operation, base: string, key: string): Case[] {
  const cases: Case[] = [];
  const xml = (body: string | Buffer, label: string, headers: Record<string, string> = {}) =>
    cases.push({
      op,
      label,
      path: op.path,
      headers: { 'content-type': 'application/xml', 'x-api-key': key, ...headers },
      body,
    });
  xml(base, 'valid');
  const attrs = [...base.matchAll(/(\w+)="([^"]*)"/g)];
  attrs.forEach((m, i) => {
    for (const v of ODF_VALUES) {
      const at = m.index + m[1]!.length + 2;
      const value = v.value.includes('\0') ? v.value : xmlEscape(v.value);
      const mutated = base.slice(0, at) + value + base.slice(at + m[2]!.length);
      xml(mutated, `${m[1]}#${i} = ${v.label}`);
    }
    const dropped = base.slice(0, m.index) + base.slice(m.index + m[0].length);
    xml(dropped, `${m[1]}#${i} missing`);
  });
  const bomb = gzipSync(Buffer.alloc(11 * 1024 * 1024));
  const shapes: [string, string | Buffer, Record<string, string>?][] = [
    ['empty body', ''],
    ['not XML', 'hello'],
    ['truncated', base.slice(0, base.length / 2)],
    ['DOCTYPE entity', `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><OdfBody/>`],
    ['two roots', `${base}${base}`],
    ['NUL byte in text', base.replace('<Competition>', '<Competition>\0')],
    ['gzip', gzipSync(base)],
    ['gzip broken', gzipSync(base).subarray(0, 20)],
    ['gzip bomb 11 MB', bomb],
    ['11 MB body', Buffer.alloc(11 * 1024 * 1024, 0x20)],
    ['deep nesting', `<OdfBody>${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}</OdfBody>`],
    ['many results', base.replace('</Competition>', '<Result Rank="1"/>'.repeat(20_000) + '</Competition>')],
    ['JSON content', '{"a":1}', { 'content-type': 'application/json' }],
    ['wrong key', base, { 'x-api-key': 'wrong-key-0123456789' }],
    ['no key', base, { 'x-api-key': '' }],
    ['key 8 KB', base, { 'x-api-key': 'k'.repeat(8000) }],
    ['key unicode', base, { 'x-api-key': 'Ã©Ã©' }],
  ];
  for (const [label, body, headers] of shapes) xml(body, `body ${label}`, headers);
  return cases;
}
