import type { AuditChange } from '../../../shared/contracts/audit';

// An audit row's before and after, told as a list of field changes an organiser can read:
// "Jane Doe (1000001) · rank: 2 → 1" rather than two blobs of JSON. The rows themselves stay
// as they were written (the record is never rewritten); only the reading is friendlier.

/** Names known for the codes an audit row mentions. */
export interface AuditNames {
  competitors: Map<string, string>;
  delegations: Map<string, string>;
}

type Row = Record<string, unknown>;

// A competitor's code and type say who the row is about, not what changed about them.
const IDENTITY = new Set(['competitor_code', 'competitor_type']);

// The order fields are read in, as the desk shows them (the database keeps no key order).
const READING_ORDER = [
  'schedule_status',
  'result_status',
  'note',
  'medal',
  'delegation',
  'start_order',
  'rank',
  'sort_order',
  'result',
  'irm',
  'qualification_mark',
  'difference',
  'points',
  'score',
  'extras',
  'unit_code',
];
const orderOf = (field: string) => {
  const i = READING_ORDER.indexOf(field);
  return i === -1 ? READING_ORDER.length : i;
};

// A row listed unchanged: its unit is the event's medal unit, the same for every row.
const UNCHANGED_SKIP = new Set([...IDENTITY, 'unit_code']);

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRowList = (v: unknown): v is Row[] =>
  Array.isArray(v) && v.every((r) => isRow(r) && typeof r.competitor_code === 'string');
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One value as text: names for delegation codes, lists joined, nested objects as `key: value`. */
function show(field: string, value: unknown, names: AuditNames): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'delegation' && typeof value === 'string') {
    const name = names.delegations.get(value);
    return name ? `${name} (${value})` : value;
  }
  if (Array.isArray(value)) return value.map((v) => show('', v, names) ?? '—').join('; ');
  if (isRow(value)) {
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${k}: ${show(k, v, names)}`)
      .join(', ');
  }
  return String(value);
}

function fieldChanges(before: Row, after: Row, names: AuditNames, skip = new Set<string>()) {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((f) => !skip.has(f))
    .sort((a, b) => orderOf(a) - orderOf(b) || a.localeCompare(b));
  return fields
    .filter((f) => !same(before[f], after[f]))
    .map((field) => ({
      field,
      before: show(field, before[field], names),
      after: show(field, after[field], names),
    }));
}

/**
 * The changes between an audit row's before and after, each with whom it is about (if anyone).
 * `whole`: a confirmation, worth reading even when nothing moved; then each row is listed with
 * its values unchanged (before and after the same), so the reader sees what was confirmed.
 */
export function describeChange(
  before: unknown,
  after: unknown,
  names: AuditNames,
  { whole = false } = {},
): AuditChange[] {
  // Start lists, results and medals: lists of competitors' rows, compared competitor by competitor.
  if ((isRowList(before) || before == null) && (isRowList(after) || after == null) && (before || after)) {
    const was = new Map(((before ?? []) as Row[]).map((r) => [r.competitor_code as string, r]));
    const now = new Map(((after ?? []) as Row[]).map((r) => [r.competitor_code as string, r]));
    const codes = [...new Set([...now.keys(), ...was.keys()])];
    const about = (code: string) => ({ subject: names.competitors.get(code) ?? null, subject_code: code });
    const changed = codes.flatMap((code) =>
      fieldChanges(was.get(code) ?? {}, now.get(code) ?? {}, names, IDENTITY).map((c) => ({
        ...about(code),
        ...c,
      })),
    );
    if (changed.length > 0 || !whole) return changed;
    return [...now.entries()].flatMap(([code, r]) =>
      fieldChanges({}, r, names, UNCHANGED_SKIP).map((c) => ({ ...about(code), ...c, before: c.after })),
    );
  }
  if ((isRow(before) || before == null) && (isRow(after) || after == null)) {
    return fieldChanges(before ?? {}, after ?? {}, names).map((c) => ({
      subject: null,
      subject_code: null,
      ...c,
    }));
  }
  if (same(before, after)) return [];
  return [
    {
      subject: null,
      subject_code: null,
      field: 'value',
      before: show('', before, names),
      after: show('', after, names),
    },
  ];
}

/** The competitor and delegation codes an audit row mentions, for one lookup per page of rows. */
export function mentionedCodes(value: unknown, into: { competitors: Set<string>; delegations: Set<string> }) {
  if (!isRowList(value)) return;
  for (const r of value) {
    into.competitors.add(r.competitor_code as string);
    if (typeof r.delegation === 'string') into.delegations.add(r.delegation);
  }
}
