import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, phases, units } from '../../db/schema';
import { addDaysIso } from '../../db/dates';
import { countOf, judge, sameFields, type Plan } from './plan-model';
import type { ProblemSink } from './problems';
import { inPages } from './paced';
import { breathe, type Sheet } from './read-sheets';
import { isIsoDay, minutesOf, padCode, rowReader, tokens, zonedInstant } from './row-reader';

/** What the schedule sheet may name: the events, venues and competitors known so far. */
export interface ScheduleLookups {
  event: (code: string) => { disciplineCode: string; team: boolean } | undefined;
  venue: (code: string) => boolean;
  athlete: (bib: string) => boolean;
  team: (code: string) => boolean;
}

/** Plans the schedule: units (and the phases they name) with their start lists, in the games' days. */
export async function planSchedule(
  db: Db,
  plan: Plan,
  scheduleSheets: Sheet[],
  problems: ProblemSink,
  known: ScheduleLookups,
): Promise<void> {
  const [competition] = await db.select().from(competitions).limit(1);
  if (scheduleSheets.some((s) => s.rows.length) && !competition) {
    const s = scheduleSheets[0]!;
    problems.add({ file: s.file, sheet: s.name, row: null, cell: null, column: null }, 'noGames', {});
  }
  await breathe();
  const unitCodes = scheduleSheets.length
    ? (
        await inPages(
          (after: string | undefined, size) =>
            db
              .select()
              .from(units)
              .where(after === undefined ? undefined : gt(units.code, after))
              .orderBy(asc(units.code))
              .limit(size),
          (u) => u.code,
        )
      ).map((u) => [u.code, u] as const)
    : [];
  const dbUnits = new Map(unitCodes);
  await breathe();
  const dbPhases = new Map(
    scheduleSheets.length ? (await db.select().from(phases)).map((p) => [p.code, p] as const) : [],
  );
  const filePhases = new Map<string, string>();
  if (competition) {
    const seen = new Map<string, number>();
    const gamesSpan = `${competition.startsOn} – ${competition.endsOn}`;
    let checked = 0;
    for (const sheet of scheduleSheets) {
      for (const row of sheet.rows) {
        // Other requests are let in every hundred rows.
        if ((checked += 1) % 100 === 0) await breathe();
        countOf(plan, 'schedule').rows += 1;
        const r = rowReader(problems, sheet, row);
        const rawEvent = r.text('event').toUpperCase();
        const eventCode = rawEvent ? padCode(rawEvent, 22) : '';
        const event = eventCode ? known.event(eventCode) : undefined;
        if (eventCode && !event) r.problem('event', 'unknownEvent', { value: rawEvent });
        const phase = r.code('phase', /^[A-Z0-9-]{1,4}$/, '1–4 letters or digits');
        const phaseName = r.text('phase_name');
        const unitPart = r.code('unit', /^[A-Z0-9-]{1,8}$/, '1–8 letters or digits');
        const name = r.text('name');
        const day = r.text('date');
        const dayOk = !!day && isIsoDay(day);
        if (day && !dayOk) r.problem('date', 'invalid', { value: day, expected: 'YYYY-MM-DD' });
        else if (dayOk && (day < competition.startsOn || day > competition.endsOn)) {
          r.problem('date', 'outsideGames', { value: day, expected: gamesSpan });
        }
        const startText = r.text('start');
        const endText = r.text('end');
        const start = startText ? minutesOf(startText) : undefined;
        const end = endText ? minutesOf(endText) : undefined;
        if (startText && start === undefined)
          r.problem('start', 'invalid', { value: startText, expected: 'HH:MM' });
        if (endText && end === undefined) r.problem('end', 'invalid', { value: endText, expected: 'HH:MM' });
        const venueCode = r.text('venue').toUpperCase();
        if (venueCode && !known.venue(venueCode)) r.problem('venue', 'unknownVenue', { value: venueCode });
        const location = r.text('location', false) || venueCode;
        const medal = r.bool('medal', false);
        const competitors = tokens(r.text('competitors', false));
        for (const c of competitors) {
          if (!known.athlete(c) && !known.team(c)) {
            r.problem('competitors', 'unknownCompetitor', { value: c });
          }
        }
        // Times before the day's boundary hour (03:00) belong to the night after the day.
        const boundary = competition.dayBoundaryHour * 60;
        const onDay = (m: number) => (m < boundary ? addDaysIso(day, 1) : day);
        let startAt: Date | undefined;
        let endAt: Date | undefined;
        if (dayOk && start !== undefined && end !== undefined) {
          startAt = zonedInstant(onDay(start), start, competition.timeZone);
          endAt = zonedInstant(onDay(end), end, competition.timeZone);
          if (endAt <= startAt) r.problem('end', 'endBeforeStart', { value: endText });
        }
        const code =
          eventCode && phase && unitPart ? eventCode + padCode(phase, 4) + padCode(unitPart, 8) : '';
        if (code && seen.has(code))
          r.problem('unit', 'duplicateKey', { value: unitPart, other: seen.get(code)! });
        if (r.bad || !event || !startAt || !endAt) continue;
        seen.set(code, row.row);
        const phaseCode = code.slice(0, 26);
        if (!filePhases.has(phaseCode)) {
          filePhases.set(phaseCode, phaseName);
          const beforePhase = dbPhases.get(phaseCode);
          const fields = sameFields(beforePhase, { name: phaseName });
          if (!beforePhase || fields.length) {
            plan.phases.push({
              action: beforePhase ? 'update' : 'create',
              key: phaseCode,
              fields,
              row: { code: phaseCode, eventCode, name: phaseName },
            });
          }
        }
        const before = dbUnits.get(code);
        const next = {
          phaseCode,
          name,
          startAt,
          endAt,
          logicalDay: day,
          venueCode,
          location,
          medal,
        };
        const { action, fields } = judge(plan, 'schedule', before, next);
        if (action !== 'same') {
          plan.units.push({
            action,
            key: code,
            fields,
            row: { code, eventCode, disciplineCode: eventCode.slice(0, 3), ...next },
          });
        }
        if ('competitors' in row.cells) plan.starts.push({ unit: code, competitors });
      }
    }
  }
}
