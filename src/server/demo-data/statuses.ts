import type { InferInsertModel } from 'drizzle-orm';
import type { results as resultsTable, units as unitsTable } from '../db/schema';
import type { DemoGames } from './generate';
import type { PlannedUnitSpec } from './plan-types';
import type { Random } from './prng';
import { liveScore } from './live-score';
import { liveMarks } from './live-marks';

export interface PlannedUnit {
  row: InferInsertModel<typeof unitsTable>;
  spec: PlannedUnitSpec;
  phaseIndex: number;
}

const start = (row: PlannedUnit['row']) => row.startAt.getTime();

const MEDAL_BY_RANK: Record<number, 'gold' | 'silver' | 'bronze'> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/**
 * Statuses as they would be at `now`: finished units are official, the running ones
 * live, the rest start lists (shown once the previous phase is over). A few units
 * get every other ScheduleStatus and ResultStatus, so each one appears. Medals
 * follow from finished, official medal units.
 */
export function applyStatuses(games: DemoGames, planned: PlannedUnit[], now: Date, random: Random) {
  const t = now.getTime();
  const phaseEnd = new Map<string, number>();
  for (const { row } of planned) {
    const key = `${row.eventCode}#${row.phaseCode}`;
    phaseEnd.set(key, Math.max(phaseEnd.get(key) ?? 0, row.endAt.getTime()));
  }
  const phasesOfEvent = new Map<string, string[]>();
  for (const { row, phaseIndex } of planned) {
    const list = phasesOfEvent.get(row.eventCode) ?? [];
    list[phaseIndex] = row.phaseCode;
    phasesOfEvent.set(row.eventCode, list);
  }

  for (const unit of planned) {
    const { row } = unit;
    const start = row.startAt.getTime();
    const end = row.endAt.getTime();
    if (end <= t) {
      row.scheduleStatus = 'FINISHED';
      row.resultStatus = 'OFFICIAL';
      row.version = 3;
      row.updatedAt = new Date(end + 10 * 60_000);
    } else if (start <= t) {
      row.scheduleStatus = 'RUNNING';
      row.resultStatus = 'LIVE';
      row.version = 2;
      row.updatedAt = new Date(t - 20_000);
    } else {
      row.updatedAt = new Date(start - 24 * 3600_000);
    }
  }

  // Every other status, on a few units each, chosen by the seed.
  const finished = random.shuffle(planned.filter((u) => u.row.scheduleStatus === 'FINISHED' && !u.row.medal));
  const running = random.shuffle(planned.filter((u) => u.row.scheduleStatus === 'RUNNING'));
  const upcoming = planned
    .filter((u) => u.row.startAt.getTime() > t)
    .sort((a, b) => +a.row.startAt - +b.row.startAt);
  (['UNOFFICIAL', 'PROTESTED', 'PROVISIONAL', 'UNCONFIRMED'] as const).forEach((s, i) => {
    if (finished[i]) finished[i].row.resultStatus = s;
  });
  (['INTERMEDIATE', 'PARTIAL'] as const).forEach((s, i) => {
    if (running[i]) running[i].row.resultStatus = s;
  });
  (['SCHEDULED_BREAK', 'INTERRUPTED'] as const).forEach((s, i) => {
    const u = running[i + 2];
    if (u) u.row.scheduleStatus = s;
  });
  if (upcoming[0]) upcoming[0].row.scheduleStatus = 'GETTING_READY';
  const later = random.shuffle(upcoming.slice(Math.floor(upcoming.length / 3)));
  (['DELAYED', 'CANCELLED', 'POSTPONED', 'RESCHEDULED', 'UNSCHEDULED'] as const).forEach((s, i) => {
    const u = later[i];
    if (!u) return;
    u.row.scheduleStatus = s;
    if (s === 'DELAYED') {
      const local = new Date(u.row.startAt.getTime() + 4 * 3600_000 + 45 * 60_000);
      u.row.startText = `Not before ${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
    }
  });

  for (const { row, spec, phaseIndex } of planned) {
    games.units.push(row);
    const previous = phaseIndex > 0 ? phasesOfEvent.get(row.eventCode)![phaseIndex - 1]! : null;
    const drawKnown = previous === null || phaseEnd.get(`${row.eventCode}#${previous}`)! <= t;
    if (drawKnown) {
      spec.entries.forEach((e, i) =>
        games.startList.push({
          unitCode: row.code,
          competitorCode: e.code,
          competitorType: e.type,
          delegationCode: e.delegation,
          startOrder: i + 1,
        }),
      );
    }
    if (row.startAt.getTime() > t) continue;
    const live = row.endAt.getTime() > t;
    // A match under way has its score so far and the part being played.
    const fraction = (t - start(row)) / (row.endAt.getTime() - start(row));
    const sofar = live ? liveScore(spec.outcome, fraction) : null;
    // A field or judged event under way has its marks so far (attempts, scores given).
    const marks = live && !sofar ? liveMarks(spec.entries, spec.outcome, fraction) : null;
    if (marks) {
      for (const m of marks) {
        const o = spec.outcome.find((x) => x.entry.code === m.code)!;
        games.results.push({
          unitCode: row.code,
          competitorCode: m.code,
          competitorType: o.entry.type,
          delegationCode: o.entry.delegation,
          sortOrder: m.sortOrder,
          rank: m.rank,
          result: m.result,
          points: m.points ?? null,
          extras: m.extras ?? null,
        });
      }
      continue;
    }
    spec.outcome.forEach((o, i) => {
      const base: InferInsertModel<typeof resultsTable> = {
        unitCode: row.code,
        competitorCode: o.entry.code,
        competitorType: o.entry.type,
        delegationCode: o.entry.delegation,
        sortOrder: live ? i + 1 : o.sortOrder,
        rank: null,
      };
      // A live unit shows who is competing and the score so far, not yet how it ends.
      games.results.push(
        live
          ? { ...base, score: sofar?.[i]?.score ?? null, extras: sofar?.[i]?.extras ?? null }
          : {
              ...base,
              rank: o.rank,
              result: o.result,
              timeMs: o.timeMs ?? null,
              difference: o.difference ?? null,
              wind: o.wind ?? null,
              reactionTime: o.reactionTime ?? null,
              qualificationMark: o.qualificationMark ?? null,
              points: o.points ?? null,
              penalties: o.penalties ?? null,
              score: o.score ?? null,
              irm: o.irm ?? null,
              extras: o.extras ?? null,
            },
      );
    });
    if (!live && row.medal && (row.resultStatus === 'OFFICIAL' || row.resultStatus === 'UNOFFICIAL')) {
      for (const o of spec.outcome) {
        const medal = o.rank !== null ? MEDAL_BY_RANK[o.rank] : undefined;
        if (medal)
          games.medals.push({
            eventCode: row.eventCode,
            medal,
            competitorCode: o.entry.code,
            competitorType: o.entry.type,
            delegationCode: o.entry.delegation,
            unitCode: row.code,
          });
      }
    }
  }
}
