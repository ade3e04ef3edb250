import { useTranslation } from 'react-i18next';
import { cn } from './cn';

import { MEDAL_KINDS, type MedalKind } from '../../shared/domain/medals';

export type Medal = MedalKind;
export const MEDALS = MEDAL_KINDS;

/** Background class of each medal colour (design tokens). */
export const MEDAL_FILL: Record<Medal, string> = {
  gold: 'bg-gold',
  silver: 'bg-silver',
  bronze: 'bg-bronze',
};
const place: Record<Medal, number> = { gold: 1, silver: 2, bronze: 3 };
const sizes = { sm: 'size-5 text-[10px]', md: 'size-7 text-xs', lg: 'size-9 text-sm' } as const;

/** A medal disc with its place number; labelled for screen readers unless `label` is false. */
export function MedalIcon({
  medal,
  className,
  label = true,
  size = 'sm',
}: {
  medal: Medal;
  className?: string;
  label?: boolean;
  size?: keyof typeof sizes;
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
        'inline-grid shrink-0 place-items-center rounded-full font-bold text-white shadow-[inset_0_-2px_0_rgb(0_0_0/0.18)]',
        sizes[size],
        MEDAL_FILL[medal],
        className,
      )}
    >
      {place[medal]}
    </span>
  );
}
