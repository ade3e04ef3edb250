import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { MEDAL_FILL as fill, MEDALS } from '../../../ui/medal-icon';

export { MedalIcon, MEDALS, type Medal } from '../../../ui/medal-icon';

/** Gold, silver and bronze counts in a row (delegation cards, profile summary). */
export function MedalCounts({
  gold,
  silver,
  bronze,
  className,
}: {
  gold: number;
  silver: number;
  bronze: number;
  className?: string;
}) {
  const { t } = useTranslation('medals');
  const counts = { gold, silver, bronze };
  return (
    <span className={cn('inline-flex items-center gap-2.5 tabular-nums', className)}>
      {MEDALS.map((m) => (
        <span
          key={m}
          className={cn(
            'inline-flex items-center gap-1 text-sm font-semibold',
            !counts[m] && 'text-muted/70',
          )}
          title={`${t(`table.${m}`)}: ${counts[m]}`}
        >
          <span aria-hidden className={cn('size-2.5 rounded-full', fill[m], !counts[m] && 'opacity-40')} />
          <span className="sr-only">{t(`table.${m}`)}</span>
          {counts[m]}
        </span>
      ))}
    </span>
  );
}
