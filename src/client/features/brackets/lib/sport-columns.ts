import type { StandingFigure } from '../../../../shared/contracts/brackets';

/** Sports that score goals (their figures read GF/GA/GD) and that allow a drawn match. */
const GOAL_SPORTS = new Set(['FBL', 'HBL', 'HOC', 'WPO', 'IHO']);

/** The tie-break figures each sport's table shows, in order (others: whatever the feed sent). */
const FIGURES: Record<string, StandingFigure[]> = {
  BKB: ['FOR', 'AGAINST', 'DIFF'],
  VVO: ['SETS_WON', 'SETS_LOST', 'SET_RATIO', 'POINT_RATIO'],
  VBV: ['SET_RATIO', 'POINT_RATIO'],
};

export function figureColumns(discipline: string, sent: StandingFigure[]): StandingFigure[] {
  if (FIGURES[discipline]) return FIGURES[discipline];
  if (GOAL_SPORTS.has(discipline)) return ['FOR', 'AGAINST', 'DIFF'];
  return sent;
}

/** The label family of a sport's score figures: goals or points. */
export const scoreFamily = (discipline: string) => (GOAL_SPORTS.has(discipline) ? 'goals' : 'points');

/** Whether a sport's table has a drawn column (a draw is possible), or the feed sent draws. */
export const showsDraws = (discipline: string, anyDrawn: boolean) => anyDrawn || GOAL_SPORTS.has(discipline);
