import type { Competitor } from '../../../../shared/contracts/results';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { shortName } from '../lib/short-name';
import { useCountryName } from '../../../lib/use-country-name';

/**
 * Flag and name in a phone's narrow name column: a long athlete's name in its short
 * form, so the result beside it is never pushed out of sight; the full name is in the
 * row's details and its title.
 */
export function CompactName({ competitor }: { competitor: Competitor }) {
  const { team } = useCountryName();
  const name =
    competitor.type === 'A' ? shortName(competitor.name) : team(competitor.name, competitor.delegation);
  return (
    <span className="flex min-w-0 flex-1 items-center gap-1.5" title={competitor.name}>
      <DelegationFlag code={competitor.delegation} />
      <span className="truncate font-medium" data-testid="compact-name">
        {name}
      </span>
    </span>
  );
}
