import { useTranslation } from 'react-i18next';
import { FollowButton } from '../../follow';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { useCountryName } from '../../../lib/use-country-name';
import type { FollowUnitsAnswer } from '../../../../shared/contracts/follow';

/** What the reader follows, each with its star to stop following it from here. */
export function FollowedList({ follows }: { follows: FollowUnitsAnswer['follows'] }) {
  const { t } = useTranslation('follow');
  const { t: tc } = useTranslation();
  const { name: countryName } = useCountryName();
  const label = (f: FollowUnitsAnswer['follows'][number]) =>
    f.kind === 'delegation'
      ? countryName(f.code, f.name)
      : f.kind === 'discipline'
        ? tc(`disciplines.${f.code}`, { defaultValue: f.name })
        : f.name;
  return (
    <section aria-labelledby="my-following" className="space-y-2">
      <h2 id="my-following" className="text-sm font-bold uppercase tracking-wide">
        {t('following')}
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="my-follows">
        {follows.map((f) => (
          <li
            key={`${f.kind}:${f.code}`}
            className="flex items-center gap-2 rounded-full border border-border bg-surface py-0.5 pl-3 pr-0.5 text-sm"
          >
            {f.delegation && <DelegationFlag code={f.delegation} />}
            <span className="font-medium">{label(f)}</span>
            <span className="text-xs text-muted">{t(`kinds.${f.kind}`)}</span>
            <FollowButton
              kind={f.kind}
              code={f.code}
              name={label(f)}
              className="min-h-9 min-w-9 rounded-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
