import { resultFamilyOf } from './result-families';

/**
 * Whether a unit is a match (two sides and a score) or a ranked unit that lists its field.
 * Only two competitors in a sport scored side against side make a match: a race, a field event
 * or a judged event ranks everyone in it, so a heat of two swimmers is a heat, and a heat of
 * one, three or eight lists every name too.
 */
export function isHeadToHead(discipline: string, competitors: number): boolean {
  const family = resultFamilyOf(discipline);
  return competitors === 2 && family !== 'marks' && family !== 'judged';
}
