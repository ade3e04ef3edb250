import type { ResultExtras } from '../../shared/contracts/results';

/** One competitor in an event: an athlete (A) or a team (T), with a hidden strength. */
export interface Entry {
  code: string;
  type: 'A' | 'T';
  delegation: string;
  strength: number;
}

export interface Outcome {
  entry: Entry;
  rank: number | null;
  sortOrder: number;
  result: string | null;
  timeMs?: number | null;
  difference?: string | null;
  wind?: number | null;
  reactionTime?: number | null;
  qualificationMark?: string | null;
  points?: number | null;
  penalties?: number | null;
  score?: string | null;
  irm?: string | null;
  extras?: ResultExtras | null;
}

export interface PlannedUnitSpec {
  name: string;
  medal: boolean;
  entries: Entry[];
  outcome: Outcome[];
}

export interface PlannedPhase {
  /** ODF phase part of the RSC (up to 4 characters). */
  code: string;
  name: string;
  /** Slot length of one unit. */
  minutes: number;
  /** Units run side by side (courts, mats, tables). */
  parallel: number;
  units: PlannedUnitSpec[];
}
