import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export type Medal = 'gold' | 'silver' | 'bronze';
export const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/** Background class of each medal colour (design tokens). */
export const MEDAL_FILL: Record<Medal, string> = {
  gold: 'bg-gold',
  silver: 'bg-silver',
  bronze: 'bg-bronze',
};
const place: Record<Medal, number> = { gold: 1, silver: 2, bronze: 3 };

/** A medal disc with its place number; labelled for screen readers unless `label` is false. */
export function MedalIcon({
  medal,
  className,
  label = true,
}: {
  medal: Medal;
  className?: string;
  label?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label ? t(`medal.${medal}`) : undefined}
      aria-hidden={label ? undefined : true}
      title={label ? t(`medal.${medal}`) : undefined}
      data-medal={medal}
      className={cn(
        'inline-grid size-5 shrink-0 place-items-center rounded-full text-[10px] font-bold text-white shadow-[inset_0_-2px_0_rgb(0_0_0/0.18)]',
        MEDAL_FILL[medal],
        className,
      )}
    >
      {place[medal]}
    </span>
  );
}
