import type { Competitor } from '../../shared/contracts/results';
import { useCountryName } from '../lib/use-country-name';
import { DelegationFlag } from './delegation-flag';

/** Flag, name and delegation code of an athlete or team; a team named after its country reads in the reader's language. */
export function CompetitorName({ competitor, strong = true }: { competitor: Competitor; strong?: boolean }) {
  const { team } = useCountryName();
  const name = competitor.type === 'T' ? team(competitor.name, competitor.delegation) : competitor.name;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <DelegationFlag code={competitor.delegation} />
      <span className={strong ? 'truncate font-medium' : 'truncate'}>{name}</span>
      {competitor.type === 'A' && (
        <span className="shrink-0 text-xs font-semibold text-muted">{competitor.delegation}</span>
      )}
    </span>
  );
}
