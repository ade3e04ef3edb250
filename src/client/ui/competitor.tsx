import type { Competitor } from '../../shared/contracts/results';
import { DelegationFlag } from './delegation-flag';

/** Flag, name and delegation code of an athlete or team. */
export function CompetitorName({ competitor, strong = true }: { competitor: Competitor; strong?: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <DelegationFlag code={competitor.delegation} />
      <span className={strong ? 'truncate font-medium' : 'truncate'}>{competitor.name}</span>
      {competitor.type === 'A' && (
        <span className="shrink-0 text-xs font-semibold text-muted">{competitor.delegation}</span>
      )}
    </span>
  );
}
