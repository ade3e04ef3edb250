import type { Competitor } from '../../../../shared/contracts/results';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { useCountryName } from '../../../lib/use-country-name';

/** From this length a name may not fit beside the result on a phone's row: the row opens to it whole. */
export const LONG_NAME_FROM = 12;

/**
 * Flag and name in a phone's narrow name column: the name as the results feed gives it, as
 * on every other screen, cut with an ellipsis only where the column has no room for it, so
 * the result beside it is never pushed out of sight; the full name is in the row's details
 * and its title.
 */
export function CompactName({ competitor }: { competitor: Competitor }) {
  const { team } = useCountryName();
  const name = competitor.type === 'A' ? competitor.name : team(competitor.name, competitor.delegation);
  return (
    <span className="flex min-w-0 flex-1 items-center gap-1.5" title={competitor.name}>
      <DelegationFlag code={competitor.delegation} />
      <span className="truncate font-medium" data-testid="compact-name">
        {name}
      </span>
    </span>
  );
}
