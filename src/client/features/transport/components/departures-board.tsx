import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../../shared/contracts/common';
import { formatTime } from '../../../lib/time';
import { useTimes } from '../../../lib/use-times';
import type { TransportLine } from '../api/get-transport';
import { countdown } from '../lib/countdown';
import { nextDepartures } from '../lib/next-departures';
import { useNow } from '../../../lib/use-now';
import { LineBadge } from './line-badge';

const PER_LINE = 3;

/**
 * "Next departures" from the stop the reader picks: every line that stops there, soonest
 * first, each counting down. Timetables are wall-clock times in the games' zone; the
 * times shown follow the reader's time-zone choice, as the schedule does.
 */
export function DeparturesBoard({ lines, timeZone }: { lines: TransportLine[]; timeZone: string }) {
  const { t } = useTranslation('transport');
  const pick = useId();
  const stops = useMemo(() => [...new Set(lines.flatMap((l) => l.stops.map((s) => s.name)))], [lines]);
  const [stop, setStop] = useState(stops[0] ?? '');
  const now = useNow(1000);
  const board = lines
    .flatMap((line) => {
      const index = line.stops.findIndex((s) => s.name === stop);
      if (index < 0 || index === line.stops.length - 1) return [];
      const towards = line.stops.at(-1)!.name;
      return nextDepartures(line, index, now, timeZone, PER_LINE).map((at) => ({ line, at, towards }));
    })
    .sort((a, b) => a.at - b.at);

  return (
    <section aria-labelledby={`${pick}-title`} className="space-y-3">
      <h2 id={`${pick}-title`} className="text-[length:var(--text-lead)] font-semibold">
        {t('next.title')}
      </h2>
      <label htmlFor={pick} className="block text-sm font-medium text-muted">
        {t('next.stop')}
      </label>
      <select
        id={pick}
        value={stop}
        onChange={(e) => setStop(e.target.value)}
        className="min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base"
      >
        {stops.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
      {board.length === 0 ? (
        <p className="text-muted">{t('next.none')}</p>
      ) : (
        <ol className="overflow-hidden rounded-2xl border border-border bg-surface" data-testid="departures">
          {board.map(({ line, at, towards }) => (
            <Departure
              key={`${line.id}-${at}`}
              title={line.title}
              color={line.color}
              at={at}
              now={now}
              towards={towards}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function Departure({
  title,
  color,
  at,
  now,
  towards,
}: {
  title: LocalizedText;
  color: string;
  at: number;
  now: number;
  towards: string;
}) {
  const { t } = useTranslation('transport');
  const { zone, locale } = useTimes();
  const left = countdown(at, now);
  return (
    <li
      className="flex min-h-14 items-center gap-3 border-b border-border px-4 py-2 last:border-b-0"
      data-testid="departure"
    >
      <LineBadge title={title} color={color} />
      <span className="min-w-0 flex-1 text-sm">
        <span className="block truncate text-muted">{t('next.towards', { stop: towards })}</span>
      </span>
      <span className="text-right">
        <span className="block font-semibold tabular-nums" data-testid="departure-time">
          {formatTime(new Date(at), zone, locale)}
        </span>
        <span className="block text-sm font-medium tabular-nums text-brand" data-testid="departure-countdown">
          {left.kind === 'now'
            ? t('next.now')
            : left.kind === 'seconds'
              ? t('next.inSeconds', { time: left.text })
              : left.kind === 'minutes'
                ? t('next.inMinutes', { count: left.minutes })
                : t('next.inHours', { hours: left.hours, minutes: left.minutes })}
        </span>
      </span>
    </li>
  );
}
