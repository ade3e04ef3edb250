import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowUnitsAnswer, MyUnit } from '../../../../shared/contracts/follow';
import { FOLLOW_KINDS, type Follow } from '../../../../shared/domain/follow-values';
import { apiGet } from '../../../lib/api-client';

export type { MyUnit };

/** The read's address for a list: codes sorted per kind, so one set of follows is one cached answer. */
export function followUnitsPath(follows: readonly Follow[]): string {
  const params = FOLLOW_KINDS.map((kind) => {
    const codes = follows.filter((f) => f.kind === kind).map((f) => f.code);
    return codes.length ? `${kind}=${[...new Set(codes)].sort().join(',')}` : '';
  }).filter(Boolean);
  return `/api/follows/units?${params.join('&')}`;
}

/**
 * GET /api/follows/units: the units a list of follows brings in. Keyed under the schedule
 * topic, which every unit change bumps, so live statuses and scores refresh with the stream.
 */
export const followUnitsQuery = (follows: readonly Follow[]) => {
  const path = followUnitsPath(follows);
  return queryOptions({
    queryKey: ['schedule', 'follows', path] as const,
    queryFn: ({ signal }) => apiGet<FollowUnitsAnswer>(path, signal),
    enabled: follows.length > 0,
  });
};

export const useFollowUnits = (follows: readonly Follow[]) => useQuery(followUnitsQuery(follows));
