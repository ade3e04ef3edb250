import { and, eq, inArray } from 'drizzle-orm';
import { isCalendarDate } from '../../../../shared/contracts/common';
import { athletes, events, teams } from '../../../db/schema';
import { replaceEventRecords, type RecordInput } from '../../../competition/records';
import { kid, kids, need, OdfError, type OdfNode } from '../../../odf/parse';
import { documentDiscipline } from './lookups';
import type { ApplyContext } from './types';

const TYPE = /^[A-Z]{2,4}$/;

/**
 * DT_RECORD: the records of a discipline's events. Each Record element (Code: the event) holds
 * RecordType elements (Code: WR, GR, NR...), each with RecordData entries, the current one
 * (Current="Y") and those it replaced. Every event listed has its records replaced whole;
 * events the message does not list keep theirs. A national record names its delegation
 * through the holder's Organisation.
 */
export async function applyRecord(ctx: ApplyContext): Promise<void> {
  const { tx, msg, changes } = ctx;
  const discipline = await documentDiscipline(tx, msg.header.documentCode);
  if (!discipline) throw new OdfError('DT_RECORD needs a discipline DocumentCode (e.g. SWM----...)');
  const list = kids(msg.competition, 'Record');
  if (!list.length) throw new OdfError('DT_RECORD holds no Record element');
  const codes = list.map((r, i) =>
    need(r, 'Code', `Record ${i + 1}`)
      .slice(0, 22)
      .toUpperCase(),
  );
  const known = await tx
    .select({ code: events.code })
    .from(events)
    .where(and(inArray(events.code, codes), eq(events.disciplineCode, discipline)));
  const knownCodes = new Set(known.map((e) => e.code));
  const byEvent = new Map<string, RecordInput[]>();
  for (const [i, record] of list.entries()) {
    const eventCode = codes[i]!;
    if (!knownCodes.has(eventCode))
      throw new OdfError(`Record ${i + 1}: unknown ${discipline} event ${eventCode}`);
    const rows = byEvent.get(eventCode) ?? [];
    byEvent.set(eventCode, rows);
    for (const [j, typeNode] of kids(record, 'RecordType').entries()) {
      const where = `Record ${i + 1} RecordType ${j + 1}`;
      const type = need(typeNode, 'Code', where).toUpperCase();
      if (!TYPE.test(type)) throw new OdfError(`${where}: Code must be a record type like WR, got ${type}`);
      const data = kids(typeNode, 'RecordData');
      if (!data.length) throw new OdfError(`${where} holds no RecordData`);
      for (const [k, d] of data.entries()) {
        rows.push(await recordData(ctx, d, `${where} RecordData ${k + 1}`, { eventCode, discipline, type }));
      }
    }
  }
  for (const [eventCode, rows] of byEvent) await replaceEventRecords(tx, eventCode, rows, changes);
}

async function recordData(
  { tx }: ApplyContext,
  d: OdfNode,
  where: string,
  of: { eventCode: string; discipline: string; type: string },
): Promise<RecordInput> {
  const mark = need(d, 'Result', where);
  if (mark.length > 40) throw new OdfError(`${where}: Result is longer than 40 characters`);
  const date = d.attrs.Date || null;
  if (date && !isCalendarDate(date)) throw new OdfError(`${where}: Date must be a date like 2026-07-14`);
  const yesNo = (attr: string) => {
    const v = d.attrs[attr];
    if (v === undefined || v === '') return false;
    if (!/^(Y|N|true|false)$/.test(v)) throw new OdfError(`${where}: ${attr} must be Y or N, got ${v}`);
    return v === 'Y' || v === 'true';
  };
  const c = kid(d, 'Competitor');
  if (!c) throw new OdfError(`${where} lacks its Competitor (the holder)`);
  const code = c.attrs.Code || null;
  const organisation = c.attrs.Organisation || null;
  const desc = kid(c, 'Description');
  let name =
    desc?.attrs.TeamName || [desc?.attrs.GivenName, desc?.attrs.FamilyName].filter(Boolean).join(' ');
  let holderCode: string | null = null;
  if (code) {
    const [a] = await tx.select().from(athletes).where(eq(athletes.code, code));
    const [t] = a ? [] : await tx.select().from(teams).where(eq(teams.code, code));
    if (a || t) {
      holderCode = code;
      name ||= a ? `${a.givenName} ${a.familyName}` : t!.name;
    }
  }
  if (!name) throw new OdfError(`${where}: the holder needs a known Code or a Description with a name`);
  if (of.type === 'NR' && !organisation)
    throw new OdfError(`${where}: a national record's Competitor needs its Organisation`);
  return {
    eventCode: of.eventCode,
    disciplineCode: of.discipline,
    type: of.type,
    scope: of.type === 'NR' ? organisation! : '',
    mark,
    holderCode,
    holderName: name.slice(0, 120),
    delegationCode: organisation,
    setOn: date,
    place: d.attrs.Place?.slice(0, 120) || null,
    unitCode: null,
    equalled: yesNo('Equalled'),
    current: yesNo('Current'),
  };
}
