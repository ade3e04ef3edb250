import { useTranslation } from 'react-i18next';
import type { MyUnit } from '../../follow';
import { UnitRow } from '../../schedule';
import { Icon } from '../../../ui/icon';
import { useTimes } from '../../../lib/use-times';

/**
 * A unit of My schedule: the schedule's row (time, status, who plays and the score), then what
 * brings it in and, when it overlaps another followed unit, which one. `day` is the day the
 * list puts it under (the chosen zone's), so the row marks no day shift of its own.
 */
export function MyUnitRow({
  unit,
  day,
  clashWith,
  names,
}: {
  unit: MyUnit;
  day: string;
  clashWith: MyUnit[];
  names: Map<string, string>;
}) {
  const { t } = useTranslation('follow');
  const { time } = useTimes();
  const because = unit.because.map((f) => names.get(`${f.kind}:${f.code}`) ?? f.code).join(', ');
  return (
    <li
      // The row's own rule goes under the notes instead.
      className="border-b border-border last:border-b-0 [&>a]:border-b-0"
      data-testid="my-unit"
      data-unit={unit.code}
      data-clash={clashWith.length > 0 || undefined}
    >
      <UnitRow unit={{ ...unit, logical_day: day }} />
      <div className="-mt-1 flex flex-wrap gap-x-3 gap-y-1 px-4 pb-3 pl-[4.75rem] text-xs">
        {clashWith.length > 0 && (
          <span
            className="inline-flex items-center gap-1 rounded-md bg-warning/15 px-1.5 py-0.5 font-semibold text-warning"
            data-testid="clash"
          >
            <Icon name="triangle-exclamation-point" size={13} />
            {t('clash')}{' '}
            {clashWith
              .slice(0, 2)
              .map((c) => t('clashWith', { event: c.event_name, time: time(c.start_at) }))
              .join(', ')}
            {clashWith.length > 2 && ` ${t('clashMore', { count: clashWith.length - 2 })}`}
          </span>
        )}
        <span className="text-muted">{t('because', { names: because })}</span>
      </div>
    </li>
  );
}
