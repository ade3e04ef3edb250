import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';

export type Medal = 'gold' | 'silver' | 'bronze';
export const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

const fill: Record<Medal, string> = { gold: 'bg-gold', silver: 'bg-silver', bronze: 'bg-bronze' };
const place: Record<Medal, number> = { gold: 1, silver: 2, bronze: 3 };

/** A medal disc with its place number; labelled for screen readers. */
export function MedalIcon({
  medal,
  className,
  label = true,
}: {
  medal: Medal;
  className?: string;
  label?: boolean;
}) {
  const { t } = useTranslation('medals');
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label ? t(`medal.${medal}`) : undefined}
      aria-hidden={label ? undefined : true}
      title={label ? t(`medal.${medal}`) : undefined}
      data-medal={medal}
      className={cn(
        'inline-grid size-5 shrink-0 place-items-center rounded-full text-[10px] font-bold text-white shadow-[inset_0_-2px_0_rgb(0_0_0/0.18)]',
        fill[medal],
        className,
      )}
    >
      {place[medal]}
    </span>
  );
}

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
