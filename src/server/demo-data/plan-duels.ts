import type { ResultExtras } from '../../shared/contracts/results';
import { bronzesPerEvent } from '../../shared/domain/medal-table';
import type { Shape } from './catalog';
import type { Entry, Outcome, PlannedPhase, PlannedUnitSpec } from './plan-types';
import type { Random } from './prng';
import { poolSide, poolTable, type PoolSide } from './pool-table';

type Pair = { a: number; b: number };

/** Sets won by the winner first in the list: the winner takes `need` sets, the loser fewer. */
function playSets(random: Random, bestOf: number, to: number, lastTo: number): Pair[] {
  const need = Math.ceil(bestOf / 2);
  const loserSets = random.int(0, need - 1);
  const order = random.shuffle([...Array(need - 1).fill('w'), ...Array(loserSets).fill('l')]).concat('w');
  return order.map((who, i) => {
    const target = i === bestOf - 1 ? lastTo : to;
    const close = random.next() < 0.3;
    const win = close ? target + random.int(0, 3) : target;
    const lose = close ? win - 2 : random.int(Math.floor(target / 2), target - 2);
    return who === 'w' ? { a: win, b: lose } : { a: lose, b: win };
  });
}

const flip = (pairs: Pair[]) => pairs.map(({ a, b }) => ({ a: b, b: a }));
const sum = (pairs: Pair[], k: 'a' | 'b') => pairs.reduce((n, p) => n + p[k], 0);

/** A contest's score in the sport's own shape, from the winner's side. */
function contest(
  discipline: string,
  random: Random,
): { score: [number, number]; extras: ResultExtras; loserExtras: ResultExtras } {
  switch (discipline) {
    case 'VVO': {
      const sets = playSets(random, 5, 25, 15);
      return {
        score: [sets.filter((s) => s.a > s.b).length, sets.filter((s) => s.b > s.a).length],
        extras: { sets },
        loserExtras: { sets: flip(sets) },
      };
    }
    case 'VBV':
    case 'BDM': {
      const sets = playSets(random, 3, 21, discipline === 'VBV' ? 15 : 21);
      return {
        score: [sets.filter((s) => s.a > s.b).length, sets.filter((s) => s.b > s.a).length],
        extras: { sets },
        loserExtras: { sets: flip(sets) },
      };
    }
    case 'TTE': {
      const sets = playSets(random, 5, 11, 11);
      return {
        score: [sets.filter((s) => s.a > s.b).length, sets.filter((s) => s.b > s.a).length],
        extras: { sets },
        loserExtras: { sets: flip(sets) },
      };
    }
    case 'BKB':
    case 'HBL': {
      const per = discipline === 'BKB' ? 38 : 14;
      let halves: Pair[];
      do {
        halves = [0, 1].map(() => ({ a: per + random.int(-6, 8), b: per + random.int(-8, 6) }));
      } while (sum(halves, 'a') <= sum(halves, 'b'));
      // Basketball is played in four quarters: each half splits in two (no further draw, so
      // the games drawn after a basketball match stay as they were).
      const list = discipline === 'BKB' ? halves.flatMap(splitHalf) : halves;
      const periods = (l: Pair[]) => (discipline === 'BKB' ? { quarters: l } : { halves: l });
      return {
        score: [sum(list, 'a'), sum(list, 'b')],
        extras: periods(list),
        loserExtras: periods(flip(list)),
      };
    }
    case 'ARC': {
      const ends: Pair[] = [];
      let [w, l] = [0, 0];
      while (w < 6) {
        const r = random.next();
        const end = l >= 4 || r < 0.55 ? { a: 2, b: 0 } : r < 0.75 ? { a: 1, b: 1 } : { a: 0, b: 2 };
        ends.push(end);
        w += end.a;
        l += end.b;
      }
      return { score: [w, l], extras: { ends }, loserExtras: { ends: flip(ends) } };
    }
    case 'TKW': {
      const rounds = playSets(random, 3, 12, 12);
      return { score: [2, rounds.length - 2], extras: { rounds }, loserExtras: { rounds: flip(rounds) } };
    }
    case 'FEN': {
      const lose = random.int(5, 14);
      const cards = { yellow: random.int(0, 1), red: random.next() < 0.05 ? 1 : 0 };
      return { score: [15, lose], extras: { cards: { yellow: 0, red: 0 } }, loserExtras: { cards } };
    }
    case 'JUD': {
      const ippon = random.next() < 0.6;
      return {
        score: [ippon ? 10 : 1, 0],
        extras: { shido: random.int(0, 1) },
        loserExtras: { shido: random.int(0, 2) },
      };
    }
    default: {
      const w = random.int(5, 12);
      return { score: [w, random.int(0, w - 1)], extras: {}, loserExtras: {} };
    }
  }
}

function play(discipline: string, a: Entry, b: Entry, random: Random, ranks: [number, number]) {
  const p = 1 / (1 + Math.exp(-(a.strength - b.strength) * 1.5));
  const [winner, loser] = random.next() < p ? [a, b] : [b, a];
  const { score, extras, loserExtras } = contest(discipline, random);
  const outcome: Outcome[] = [
    {
      entry: winner,
      rank: ranks[0],
      sortOrder: 1,
      result: 'W',
      score: `${score[0]}-${score[1]}`,
      extras: { ...extras, opponent: loser.code },
    },
    {
      entry: loser,
      rank: ranks[1],
      sortOrder: 2,
      result: 'L',
      score: `${score[1]}-${score[0]}`,
      extras: { ...loserExtras, opponent: winner.code },
    },
  ];
  return { winner, loser, outcome };
}

const ROUND_NAMES: Record<number, [string, string]> = {
  32: ['R32', 'Round of 32'],
  16: ['8FNL', 'Round of 16'],
  8: ['QFNL', 'Quarterfinals'],
  4: ['SFNL', 'Semifinals'],
};

/**
 * Head-to-head sports: a knockout bracket (combat sports, racket sports, archery)
 * or pools then semifinals (team sports), ending in bronze and gold medal contests.
 * Judo, taekwondo and wrestling award two bronzes.
 */
export function planDuels(args: {
  discipline: string;
  shape: Shape;
  entries: Entry[];
  random: Random;
}): PlannedPhase[] {
  const { discipline, shape, entries, random } = args;
  const phases: PlannedPhase[] = [];
  const minutes =
    shape === 'team' ? 110 : discipline === 'ARC' || discipline === 'TTE' || discipline === 'BDM' ? 45 : 15;
  const parallel = 4;
  let semifinalists: Entry[];
  let quarterLosers: Entry[] = [];

  if (shape === 'team') {
    const pools = [entries.slice(0, 4), entries.slice(4, 8)];
    const units: PlannedUnitSpec[] = [];
    // Round robin by rounds: each team plays once a round, and a round's four matches
    // share one time slot (parallel 4), so no team is on two courts at once.
    const ROUNDS = [
      [
        [0, 1],
        [2, 3],
      ],
      [
        [0, 2],
        [1, 3],
      ],
      [
        [0, 3],
        [1, 2],
      ],
    ];
    for (const round of ROUNDS)
      pools.forEach((pool, p) => {
        for (const [i, j] of round) {
          const m = play(discipline, pool[i!]!, pool[j!]!, random, [1, 2]);
          units.push({
            name: `Pool ${'AB'[p]} · Match ${units.length + 1}`,
            medal: false,
            entries: [pool[i!]!, pool[j!]!],
            outcome: m.outcome,
          });
        }
      });
    phases.push({ code: 'PREL', name: 'Preliminary round', minutes, parallel, units });
    // The pool's table, in the sport's order, decides who goes through (pool-table.ts).
    const standing = (pool: Entry[]) => {
      const codes = pool.map((e) => e.code);
      const played = units
        .filter((u) => codes.includes(u.entries[0]!.code))
        .map((u) => u.outcome.map(poolSide) as [PoolSide, PoolSide]);
      return poolTable(discipline, codes, played).map((l) => pool.find((e) => e.code === l.code)!);
    };
    const [a, b] = pools.map(standing) as [Entry[], Entry[]];
    semifinalists = [a[0]!, b[1]!, b[0]!, a[1]!];
  } else {
    let round = random.shuffle(entries);
    while (round.length > 4) {
      const [code, name] = ROUND_NAMES[round.length]!;
      const units: PlannedUnitSpec[] = [];
      const next: Entry[] = [];
      const losers: Entry[] = [];
      for (let i = 0; i < round.length; i += 2) {
        const m = play(discipline, round[i]!, round[i + 1]!, random, [1, 2]);
        units.push({
          name: `${name} · Contest ${i / 2 + 1}`,
          medal: false,
          entries: [round[i]!, round[i + 1]!],
          outcome: m.outcome,
        });
        next.push(m.winner);
        losers.push(m.loser);
      }
      phases.push({ code, name, minutes, parallel, units });
      if (round.length === 8) quarterLosers = losers;
      round = next;
    }
    semifinalists = round;
  }

  const semis: PlannedUnitSpec[] = [];
  const finalists: Entry[] = [];
  const semiLosers: Entry[] = [];
  for (let i = 0; i < 4; i += 2) {
    const m = play(discipline, semifinalists[i]!, semifinalists[i + 1]!, random, [1, 2]);
    semis.push({
      name: `Semifinal ${i / 2 + 1}`,
      medal: false,
      entries: [semifinalists[i]!, semifinalists[i + 1]!],
      outcome: m.outcome,
    });
    finalists.push(m.winner);
    semiLosers.push(m.loser);
  }
  phases.push({ code: 'SFNL', name: 'Semifinals', minutes, parallel: 2, units: semis });

  const medalUnits: PlannedUnitSpec[] = [];
  if (bronzesPerEvent(discipline) === 2 && quarterLosers.length >= 2) {
    // Repechage: each semifinal loser meets a quarterfinal loser; both winners take bronze.
    semiLosers.forEach((s, i) => {
      const q = quarterLosers[i * 2]!;
      const m = play(discipline, s, q, random, [3, 5]);
      medalUnits.push({
        name: `Bronze medal contest ${i + 1}`,
        medal: true,
        entries: [s, q],
        outcome: m.outcome,
      });
    });
  } else {
    const m = play(discipline, semiLosers[0]!, semiLosers[1]!, random, [3, 4]);
    medalUnits.push({ name: 'Bronze medal contest', medal: true, entries: semiLosers, outcome: m.outcome });
  }
  const final = play(discipline, finalists[0]!, finalists[1]!, random, [1, 2]);
  medalUnits.push({ name: 'Gold medal contest', medal: true, entries: finalists, outcome: final.outcome });
  phases.push({ code: 'FNL', name: 'Finals', minutes, parallel: 1, units: medalUnits });
  return phases;
}

/** A half's points as its two quarters (a little under and over half each, so they differ). */
function splitHalf(h: Pair): Pair[] {
  const first = { a: Math.round(h.a * 0.46), b: Math.round(h.b * 0.54) };
  return [first, { a: h.a - first.a, b: h.b - first.b }];
}
