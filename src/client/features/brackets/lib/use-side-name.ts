import type { Competitor } from '../../../../shared/contracts/results';
import { useCountryName } from '../../../lib/use-country-name';

/** A bracket side's or pool line's name: a team named after its country in the reader's language. */
export function useSideName() {
  const { team } = useCountryName();
  return (c: Competitor) => (c.type === 'T' ? team(c.name, c.delegation) : c.name);
}
