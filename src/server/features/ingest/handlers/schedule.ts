import { eq, sql } from 'drizzle-orm';
import { events, phases, units, venues } from '../../../db/schema';
import { TOPICS } from '../../../db/versions';
import { EVENT_CODE_LENGTH, isRsc, PHASE_CODE_LENGTH } from '../../../../shared/domain/rsc';
import { SCHEDULE_STATUSES } from '../../../../shared/domain/statuses';
import {
  lockUnit,
  patchUnit,
  replaceStartList,
  type StartInput,
  type UnitPatch,
} from '../../../competition/writes';
import type { LocalizedNames } from '../../../../shared/contracts/common';
import { isLocaleCode, toShortLanguage } from '../../../../shared/domain/locales';
import { kid, kids, need, OdfError, optInt, type OdfNode } from '../../../odf/parse';
import { instant, logicalDay } from '../odf-values';
import { competitor } from './lookups';
import type { ApplyContext } from './types';

/** The Medal attribute values that mark a medal unit (feeds spell it several ways). */
const MEDAL_FLAGS = new Set(['1', 'Y', 'TRUE', 'GOLD', 'BRONZE', 'GOLD_BRONZE', 'ME_GOLD', 'ME_BRONZE']);

/**
 * DT_SCHEDULE and DT_SCHEDULE_UPDATE: units by their RSC, optionally with a start list each.
 * A known unit takes the attributes the message carries; a new one must arrive complete and
 * belong to a known event (its phase is created on first sight). The update message only
 * changes existing units, so a typo in its code cannot create a stray unit.
 */
export async function applySchedule(ctx: ApplyContext, update: boolean): Promise<void> {
  const { tx, msg, changes } = ctx;
  const list = kids(msg.competition, 'Unit');
  if (list.length === 0) throw new OdfError(`${msg.header.documentType} carries no Unit`);
  const venueCodes = new Set((await tx.select({ code: venues.code }).from(venues)).map((v) => v.code));
  for (const u of list) {
    const code = need(u, 'Code', 'Unit').toUpperCase();
    const where = `Unit ${code}`;
    if (!isRsc(code)) throw new OdfError(`${where}: Code must be a 34-character RSC`);
    const a = u.attrs;
    if (a.ScheduleStatus && !(SCHEDULE_STATUSES as readonly string[]).includes(a.ScheduleStatus)) {
      throw new OdfError(`${where}: unknown ScheduleStatus ${a.ScheduleStatus}`);
    }
    const venue = a.Venue;
    if (venue && !venueCodes.has(venue)) throw new OdfError(`${where}: unknown Venue ${venue}`);
    const startAt = a.StartDate ? instant(a.StartDate, `${where} StartDate`) : undefined;
    const endAt = a.EndDate ? instant(a.EndDate, `${where} EndDate`) : undefined;
    const { name, names } = itemNames(u);
    const patch: UnitPatch = {
      ...(a.ScheduleStatus && { scheduleStatus: a.ScheduleStatus }),
      ...(startAt && { startAt, logicalDay: logicalDay(startAt, ctx.timeZone, ctx.dayBoundaryHour) }),
      ...(endAt && { endAt }),
      ...(venue && { venueCode: venue }),
      ...((a.Location || venue) && { location: a.Location || venue }),
      ...(a.Medal !== undefined && { medal: MEDAL_FLAGS.has(a.Medal.toUpperCase()) }),
      ...(a.StartText !== undefined && { startText: a.StartText || null }),
      ...(name && { name, names }),
    };
    const unit = await lockUnit(tx, code);
    let current = unit;
    if (unit) {
      if (Object.keys(patch).length) current = await patchUnit(tx, unit, patch, changes);
    } else {
      if (update)
        throw new OdfError(`${where}: unknown unit (DT_SCHEDULE_UPDATE only changes existing units)`);
      const missing = ['ScheduleStatus', 'StartDate', 'EndDate', 'Venue'].filter((n) => !a[n]);
      if (!name) missing.push('ItemName');
      if (missing.length) throw new OdfError(`${where} is new and lacks ${missing.join(', ')}`);
      const eventCode = code.slice(0, EVENT_CODE_LENGTH);
      const [event] = await tx.select().from(events).where(eq(events.code, eventCode));
      if (!event) throw new OdfError(`${where}: unknown event ${eventCode}`);
      const phaseCode = code.slice(0, PHASE_CODE_LENGTH);
      const [phase] = await tx.select().from(phases).where(eq(phases.code, phaseCode));
      if (!phase) {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(phases)
          .where(eq(phases.eventCode, eventCode));
        await tx.insert(phases).values({
          code: phaseCode,
          eventCode,
          name: a.PhaseName ?? phaseCode.slice(22).replace(/-+$/, ''),
          sortOrder: n + 1,
        });
        changes.add(TOPICS.reference);
      }
      const [created] = await tx
        .insert(units)
        .values({
          code,
          eventCode,
          phaseCode,
          disciplineCode: code.slice(0, 3),
          name: name!,
          names,
          startAt: startAt!,
          endAt: endAt!,
          logicalDay: logicalDay(startAt!, ctx.timeZone, ctx.dayBoundaryHour),
          venueCode: venue!,
          location: a.Location || venue!,
          scheduleStatus: a.ScheduleStatus!,
          resultStatus: 'START_LIST',
          medal: a.Medal !== undefined && MEDAL_FLAGS.has(a.Medal.toUpperCase()),
          startText: a.StartText || null,
        })
        .returning();
      current = created;
      changes.add(
        TOPICS.unit(code),
        TOPICS.event(eventCode),
        TOPICS.day(created!.logicalDay),
        TOPICS.schedule,
      );
    }
    const startListNode = kid(u, 'StartList');
    if (startListNode) {
      const starts = kids(startListNode, 'Start');
      const rows: StartInput[] = [];
      for (const [i, s] of starts.entries()) {
        const c = await competitor(tx, kid(s, 'Competitor'), `${where} Start ${i + 1}`);
        rows.push({ ...c, startOrder: optInt(s, 'StartOrder', `${where} Start`) ?? i + 1 });
      }
      await replaceStartList(tx, current!, rows, changes);
    }
  }
}

/**
 * The unit's names: one per interface language the feed sends (ENG, SPA, POR, AZE, the
 * interface's locale codes in upper case), and the English one (or the first sent when none
 * is English) as the name every reader falls back to.
 */
function itemNames(u: OdfNode): { name?: string; names: LocalizedNames } {
  const sent = kids(u, 'ItemName')
    .map((n) => ({ language: (n.attrs.Language ?? 'ENG').toLowerCase(), value: n.attrs.Value ?? n.text }))
    .filter((n) => n.value);
  const names: LocalizedNames = {};
  for (const n of sent)
    if (isLocaleCode(n.language)) names[toShortLanguage(n.language) as keyof LocalizedNames] = n.value;
  return { name: names.en ?? sent[0]?.value, names };
}
