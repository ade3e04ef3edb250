import { isCalendarDate } from '../../shared/contracts/common';
import { readXmlOffThread } from './xml-thread';

/** ODF message types the ingest applies (the feed's DocumentType attribute). */
export const ODF_TYPES = [
  'DT_PARTIC',
  'DT_PARTIC_UPDATE',
  'DT_SCHEDULE',
  'DT_SCHEDULE_UPDATE',
  'DT_RESULT',
  'DT_MEDALLISTS',
  'DT_MEDALS',
  'DT_COMMUNICATION',
  'DT_PDF',
  'DT_BRACKETS',
  'DT_POOL_STANDING',
  'DT_RECORD',
] as const;
export type OdfType = (typeof ODF_TYPES)[number];

/** A message refused before anything is written: answered 400 with this reason. */
export class OdfError extends Error {
  constructor(
    readonly reason: string,
    /** Refused for its size (elements, attributes), not its content: answered 413. */
    readonly tooLarge = false,
  ) {
    super(reason);
  }
}

export interface OdfHeader {
  competitionCode: string;
  documentCode: string;
  documentSubcode: string | null;
  documentType: OdfType;
  documentSubtype: string | null;
  version: number;
  feedFlag: 'P' | 'T';
  date: string;
  time: string;
  logicalDate: string;
  source: string;
  resultStatus: string | null;
  language: string | null;
}

/** An XML element as the parser gives it: attributes by name, children by tag (always arrays). */
export interface OdfNode {
  attrs: Record<string, string>;
  children: Record<string, OdfNode[]>;
  text: string;
}

export interface OdfMessage {
  header: OdfHeader;
  /** Identifying header attributes without Version: the highest Version per key wins. */
  key: string;
  competition: OdfNode;
  notes: string[];
}

/**
 * Reads one ODF message; throws OdfError with the reason when it is not one we accept. The
 * XML itself is checked and parsed off the event loop (xml-thread.ts).
 */
export async function parseOdf(xml: string): Promise<OdfMessage> {
  const read = await readXmlOffThread(xml);
  if (read.json === undefined)
    throw new OdfError(read.reason ?? 'the message could not be read', read.tooLarge);
  const doc = JSON.parse(read.json) as Record<string, unknown>;
  const bodies = doc.OdfBody as unknown[] | undefined;
  if (!bodies || bodies.length !== 1) throw new OdfError('the root element must be one OdfBody');
  const body = toNode(bodies[0]);
  const header = readHeader(body.attrs);
  const competitions = body.children.Competition ?? [];
  if (competitions.length !== 1) throw new OdfError('OdfBody must hold exactly one Competition element');
  const key = [
    header.competitionCode,
    header.documentCode,
    header.documentSubcode ?? '',
    header.documentType,
    header.documentSubtype ?? '',
    header.language ?? '',
    header.feedFlag,
  ].join('|');
  const notes = (body.children.Note ?? []).map((n) => n.text || n.attrs.Value || '').filter(Boolean);
  return { header, key, competition: competitions[0]!, notes };
}

function toNode(value: unknown): OdfNode {
  const node: OdfNode = { attrs: {}, children: {}, text: '' };
  if (typeof value !== 'object' || value === null) {
    node.text = value === undefined || value === null ? '' : String(value);
    return node;
  }
  for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
    if (name === '@') node.attrs = child as Record<string, string>;
    else if (name === '#text') node.text = (Array.isArray(child) ? child.join('') : String(child)).trim();
    else node.children[name] = (child as unknown[]).map(toNode);
  }
  return node;
}

function readHeader(a: Record<string, string>): OdfHeader {
  const missing = [
    'CompetitionCode',
    'DocumentCode',
    'DocumentType',
    'Version',
    'FeedFlag',
    'Date',
    'Time',
    'LogicalDate',
    'Source',
  ].filter((n) => !a[n]);
  if (missing.length) throw new OdfError(`OdfBody lacks the mandatory attributes ${missing.join(', ')}`);
  const type = a.DocumentType!;
  if (!(ODF_TYPES as readonly string[]).includes(type)) {
    throw new OdfError(`unknown or unsupported DocumentType ${type}`);
  }
  if (!/^[1-9]\d{0,8}$/.test(a.Version!))
    throw new OdfError(`Version must be a positive integer, got ${a.Version}`);
  if (a.FeedFlag !== 'P' && a.FeedFlag !== 'T')
    throw new OdfError(`FeedFlag must be P or T, got ${a.FeedFlag}`);
  if (!isCalendarDate(a.Date!) || !isCalendarDate(a.LogicalDate!)) {
    throw new OdfError('Date and LogicalDate must be dates like 2026-07-14');
  }
  if (!/^\d{6,9}$/.test(a.Time!)) throw new OdfError(`Time must be HHMMSS with milliseconds, got ${a.Time}`);
  return {
    competitionCode: a.CompetitionCode!,
    documentCode: a.DocumentCode!.toUpperCase(),
    documentSubcode: a.DocumentSubcode || null,
    documentType: type as OdfType,
    documentSubtype: a.DocumentSubtype || null,
    version: Number(a.Version),
    feedFlag: a.FeedFlag,
    date: a.Date!,
    time: a.Time!,
    logicalDate: a.LogicalDate!,
    source: a.Source!,
    resultStatus: a.ResultStatus || null,
    language: a.Language || null,
  };
}

/** Children of a node by tag; [] when absent. */
export const kids = (node: OdfNode | undefined, tag: string): OdfNode[] => node?.children[tag] ?? [];
export const kid = (node: OdfNode | undefined, tag: string): OdfNode | undefined => kids(node, tag)[0];

export function need(node: OdfNode, attr: string, where: string): string {
  const v = node.attrs[attr];
  if (v === undefined || v === '') throw new OdfError(`${where} lacks the attribute ${attr}`);
  return v;
}

export function optInt(node: OdfNode, attr: string, where: string): number | null {
  const v = node.attrs[attr];
  if (v === undefined || v === '') return null;
  if (!/^-?\d+$/.test(v)) throw new OdfError(`${where} ${attr} must be an integer, got ${v}`);
  return Number(v);
}

export function optNumber(value: string | undefined, what: string): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new OdfError(`${what} must be a number, got ${value}`);
  return n;
}
