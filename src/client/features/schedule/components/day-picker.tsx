import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Competition } from '../../disciplines';
import { cn } from '../../../ui/cn';
import { useCentredInStrip } from '../../../ui/use-centred-in-strip';
import { dayLabels, daysBetween } from '../../../lib/time';

type Day = Competition['days'][number];

/** The competition days as a row of chips; a gold dot marks days with medal events. */
export function DayPicker({
  days,
  selected,
  onSelect,
  firstDay,
  today,
}: {
  days: Day[];
  selected: string | undefined;
  onSelect: (day: string) => void;
  /** The games' first day, to number the days ("Day 3"). */
  firstDay: string;
  /** Today's day during the games: marked "Today". */
  today?: string;
}) {
  const { t, i18n } = useTranslation('schedule');
  const listRef = useRef<HTMLDivElement>(null);
  useCentredInStrip(listRef, '[aria-pressed="true"]', selected);
  return (
    <div
      ref={listRef}
      role="group"
      aria-label={t('days.pick')}
      className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
      data-testid="day-picker"
    >
      {days.map((d) => {
        const date = new Date(`${d.day}T12:00:00Z`);
        const label = dayLabels(d.day, i18n.language);
        const active = d.day === selected;
        const isToday = d.day === today;
        return (
          <button
            key={d.day}
            type="button"
            aria-pressed={active}
            aria-current={isToday ? 'date' : undefined}
            data-day={d.day}
            onClick={() => onSelect(d.day)}
            className={cn(
              'relative flex min-w-[3.5rem] shrink-0 flex-col items-center rounded-xl border px-2 py-1.5 leading-tight transition-colors',
              active
                ? 'border-brand bg-brand text-white shadow-sm'
                : 'border-border bg-surface hover:bg-surface-2',
              !d.event_day && !active && 'text-muted',
              isToday && !active && 'border-brand',
            )}
          >
            {/* Read as one phrase; the short weekday, number and month are for the eye. */}
            <span className="sr-only">
              {`${isToday ? `${t('days.today')}, ` : ''}${t('days.dayNumber', { number: daysBetween(firstDay, d.day) + 1 })}, ${label.long}`}
            </span>
            {isToday ? (
              <span
                aria-hidden
                className={cn(
                  'text-xs font-bold uppercase',
                  active ? 'text-white' : 'text-brand dark:text-[color-mix(in_oklab,var(--brand)_55%,white)]',
                )}
              >
                {t('days.today')}
              </span>
            ) : (
              <span aria-hidden className={cn('text-xs uppercase', active ? 'text-white/85' : 'text-muted')}>
                {label.weekday}
              </span>
            )}
            <span aria-hidden className="text-lg font-bold tabular-nums">
              {date.getUTCDate()}
            </span>
            <span aria-hidden className={cn('text-xs uppercase', active ? 'text-white/85' : 'text-muted')}>
              {label.month}
            </span>
            {d.medal_units > 0 && (
              <span
                aria-hidden
                className="absolute right-1.5 top-1.5 size-1.5 rounded-full bg-gold ring-2 ring-surface"
              />
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The schedule's toggle: all days or event days only. */
export function DaysToggle({
  value,
  onChange,
}: {
  value: 'event' | 'all';
  onChange: (v: 'event' | 'all') => void;
}) {
  const { t } = useTranslation('schedule');
  return (
    <div role="group" aria-label={t('days.toggleLabel')} className="inline-flex rounded-xl bg-surface-2 p-1">
      {(['event', 'all'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={cn(
            'min-h-11 rounded-lg px-3 text-sm font-medium transition-colors',
            value === v ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {t(`days.${v}`)}
        </button>
      ))}
    </div>
  );
}
