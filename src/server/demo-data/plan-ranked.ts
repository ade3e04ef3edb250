import type { EventTemplate, Shape } from './catalog';
import type { Entry, Outcome, PlannedPhase } from './plan-types';
import type { Random } from './prng';

const FINALISTS = 8;

export function formatTime(seconds: number): string {
  if (seconds < 60) return seconds.toFixed(2);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = (seconds % 60).toFixed(2).padStart(5, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s.slice(0, 2)}` : `${m}:${s}`;
}

function splitsFor(discipline: string, eventId: string, seconds: number, random: Random) {
  const relay = /^(\d)X(\d+)/.exec(eventId);
  const metres = relay ? Number(relay[1]) * Number(relay[2]) : Number(/^(\d+)M/.exec(eventId)?.[1] ?? 0);
  let marks: string[];
  // A relay's splits are its legs' changeovers.
  if (relay) marks = Array.from({ length: Number(relay[1]) }, (_, i) => `${(i + 1) * Number(relay[2])}m`);
  else if (discipline === 'SWM' && metres >= 100)
    marks = Array.from({ length: metres / 50 }, (_, i) => `${(i + 1) * 50}m`);
  else if (discipline === 'ATH' && metres >= 400) {
    const step = metres >= 3000 ? 1000 : metres >= 800 ? 200 : 100;
    marks = Array.from({ length: Math.floor(metres / step) }, (_, i) => `${(i + 1) * step}m`);
  } else if (discipline === 'TRI') marks = ['Swim', 'T1', 'Bike', 'T2', 'Run'];
  else if (discipline === 'OWS' || discipline === 'CYC' || seconds > 600)
    marks = ['25%', '50%', '75%', 'Finish'];
  else return undefined;
  const weights = marks.map(() => 1 + random.noise() * 0.05);
  const total = weights.reduce((a, b) => a + b, 0);
  let elapsed = 0;
  return marks.map((distance, i) => {
    elapsed += (seconds * weights[i]!) / total;
    return { distance, timeMs: Math.round((i === marks.length - 1 ? seconds : elapsed) * 1000) };
  });
}

/**
 * Races (times, splits, reaction, wind), field events (marks) and judged events
 * (points): heats or qualification groups, then a final of eight.
 */
export function planRanked(args: {
  discipline: string;
  template: EventTemplate;
  shape: Shape;
  entries: Entry[];
  random: Random;
}): PlannedPhase[] {
  const { discipline, template, shape, entries, random } = args;
  const base = template.base ?? 10;
  const lowerIsBetter = shape === 'race';
  const spread = shape === 'race' ? 0.025 : shape === 'field' ? 0.05 : 0.04;
  const measure = (e: Entry) => {
    const quality = e.strength + random.noise() * 0.4;
    const v = base * (1 + (lowerIsBetter ? -1 : 1) * spread * quality);
    return shape === 'race' ? Math.round(v * 100) / 100 : Math.round(v * 1000) / 1000;
  };
  const format = (v: number) =>
    shape === 'race' ? formatTime(v) : shape === 'field' ? v.toFixed(2) : v.toFixed(3);
  const windEvent = discipline === 'ATH' && ['100M', '200M', '110MH', 'LJ', 'TJ'].includes(template.id);
  const reaction = base < 60 && (discipline === 'SWM' || discipline === 'ATH');

  function rank(group: Entry[], allowIrm: boolean): Outcome[] {
    const scored = group.map((entry) => ({
      entry,
      v: allowIrm && random.next() < 0.03 ? null : measure(entry),
    }));
    scored.sort((a, b) => {
      if (a.v === null) return b.v === null ? 0 : 1; // invalid marks (IRM) sort after the ranked ones
      if (b.v === null) return -1;
      return lowerIsBetter ? a.v - b.v : b.v - a.v;
    });
    const best = scored[0]!.v ?? 0;
    return scored.map(({ entry, v }, i): Outcome => {
      const row: Outcome = {
        entry,
        rank: v === null ? null : i + 1,
        sortOrder: i + 1,
        result: v === null ? null : format(v),
      };
      if (v === null) return { ...row, irm: random.pick(['DNS', 'DNF', 'DSQ']) };
      if (i > 0)
        row.difference = `+${shape === 'race' ? formatTime(Math.abs(v - best)) : format(Math.abs(v - best))}`;
      if (windEvent) row.wind = Math.round(random.noise() * 15 + 5) / 10;
      if (shape === 'race') {
        row.timeMs = Math.round(v * 1000);
        if (reaction)
          row.reactionTime = Math.round((discipline === 'SWM' ? 62 : 15) + random.int(-5, 8)) / 100;
        const splits = splitsFor(discipline, template.id, v, random);
        if (splits) row.extras = { splits };
      } else if (shape === 'score') {
        const penalties = random.next() < 0.15 ? 0.3 : 0;
        const difficulty = Math.round(v * 0.4 * 10) / 10;
        row.points = v;
        row.penalties = penalties;
        row.extras = { difficulty, execution: Math.round((v - difficulty + penalties) * 1000) / 1000 };
      }
      return row;
    });
  }

  const minutes =
    shape === 'race' ? Math.max(10, Math.ceil((base * 1.3) / 60) + 8) : shape === 'field' ? 100 : 70;
  if ((shape === 'race' && base > 400) || entries.length <= FINALISTS) {
    return [
      {
        code: 'FNL',
        name: 'Final',
        minutes,
        parallel: 1,
        units: [{ name: 'Final', medal: true, entries, outcome: rank(entries, false) }],
      },
    ];
  }
  const groupSize = shape === 'race' ? 8 : Math.ceil(entries.length / 2);
  const groups: Entry[][] = [];
  entries.forEach((e, i) => (groups[Math.floor(i / groupSize)] ??= []).push(e));
  const firstRound = groups.map((group, g) => ({
    name: shape === 'race' ? `Heat ${g + 1}` : `Group ${String.fromCharCode(65 + g)}`,
    medal: false,
    entries: group,
    outcome: rank(group, true),
  }));
  // The best marks across all groups go through to the final (Q).
  const marks = firstRound
    .flatMap((u) => u.outcome)
    .filter((o) => o.rank !== null)
    .sort((a, b) => {
      const va = a.timeMs ?? Number(a.result);
      const vb = b.timeMs ?? Number(b.result);
      return lowerIsBetter ? va - vb : vb - va;
    });
  const finalists = marks.slice(0, FINALISTS);
  for (const o of finalists) o.qualificationMark = 'Q';
  const finalEntries = finalists.map((o) => o.entry);
  return [
    {
      code: shape === 'race' ? 'HEAT' : 'QUAL',
      name: shape === 'race' ? 'Heats' : 'Qualification',
      minutes,
      parallel: 1,
      units: firstRound,
    },
    {
      code: 'FNL',
      name: 'Final',
      minutes,
      parallel: 1,
      units: [{ name: 'Final', medal: true, entries: finalEntries, outcome: rank(finalEntries, false) }],
    },
  ];
}
