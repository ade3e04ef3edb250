import type { AthleteFilters } from '../api/get-athletes';

/** The athlete filters an address holds (?q=&delegation=&discipline=&gender=). */
export function athleteFilters(params: URLSearchParams): AthleteFilters {
  const gender = params.get('gender');
  return {
    q: params.get('q') || undefined,
    delegation: params.get('delegation') || undefined,
    discipline: params.get('discipline') || undefined,
    gender: gender === 'M' || gender === 'W' ? gender : undefined,
  };
}
