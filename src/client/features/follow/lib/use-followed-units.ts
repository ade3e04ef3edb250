import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { followUnitsQuery } from '../api/get-follow-units';
import { useFollows } from './follow-store';

const NONE: ReadonlySet<string> = new Set();

/** The codes of the units the reader's follows bring in (empty while none are followed or loading). */
export function useFollowedUnitCodes(): ReadonlySet<string> {
  const follows = useFollows();
  const { data } = useQuery(followUnitsQuery(follows));
  return useMemo(
    () => (data && follows.length ? new Set(data.units.map((u) => u.code)) : NONE),
    [data, follows],
  );
}

/**
 * The followed unit codes handed to `onChange`: for screens of the first visit, which load this
 * feature lazily and so cannot call the hook themselves.
 */
export function FollowedUnitCodes({ onChange }: { onChange: (codes: ReadonlySet<string>) => void }) {
  const codes = useFollowedUnitCodes();
  useEffect(() => onChange(codes), [codes, onChange]);
  return null;
}
