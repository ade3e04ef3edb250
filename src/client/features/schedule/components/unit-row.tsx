import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import type { Match, UnitEntrant, UnitSummary } from '../../../../shared/contracts/schedule';
import type { ScheduleItem } from '../api/get-schedule-day';
import { cn } from '../../../ui/cn';
import { isLive } from '../../../lib/unit-status';
import { MedalUnitMark } from '../../../ui/medal-unit-mark';
import { usePaths } from '../../../lib/paths';
import { UnitStatus } from '../../../ui/unit-status';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { useTimes } from '../../../lib/use-times';
import { useCountryName } from '../../../lib/use-country-name';
import { useOutcomeHidden } from '../../../lib/spoiler-store';
import { useNameOf } from '../../../lib/localized-text';
import { locationName, venueNameOf } from '../../../lib/location-name';

function TimeCell({ iso, day }: { iso: string; day: string }) {
  const { t } = useTranslation('schedule');
  const { time, shift } = useTimes();
  const s = shift(iso, day);
  return (
    <span className="flex w-14 shrink-0 flex-col items-start">
      <span className="text-[1.0625rem] font-semibold tabular-nums leading-tight" data-testid="unit-time">
        {time(iso)}
      </span>
      {s !== 0 && (
        <span className="text-xs font-medium text-muted" title={t(s > 0 ? 'zone.nextDay' : 'zone.prevDay')}>
          {s > 0 ? `+${s}` : s} <span className="sr-only">{t(s > 0 ? 'zone.nextDay' : 'zone.prevDay')}</span>
        </span>
      )}
    </span>
  );
}

/**
 * A match's two sides, one a line with flag, name and score, the winner in bold; in spoiler-free
 * mode, until the match is revealed, the sides without score or winner.
 */
function MatchSides({ match, unit }: { match: Match; unit: string }) {
  const { team } = useCountryName();
  const hidden = useOutcomeHidden(unit);
  return (
    <span className="my-1 block max-w-sm space-y-0.5" data-testid="match">
      {match.sides.map((side) => (
        <span key={side.code} className="flex items-center gap-2" data-testid="match-side">
          <DelegationFlag code={side.delegation} link={false} />
          <span
            className={cn('min-w-0 flex-1 truncate', side.won && !hidden ? 'font-bold' : 'font-medium')}
            data-testid="side-name"
          >
            {team(side.name, side.delegation)}
          </span>
          <span
            className={cn('shrink-0 text-[1.0625rem] tabular-nums', side.won ? 'font-bold' : 'font-semibold')}
            data-testid="side-score"
          >
            {hidden ? '' : (side.score ?? '')}
          </span>
        </span>
      ))}
    </span>
  );
}

/** Everyone in a heat, final or round, in start order: every name, however many. */
function Entrants({ entrants }: { entrants: UnitEntrant[] }) {
  const { team } = useCountryName();
  return (
    <span className="my-0.5 block text-sm font-medium leading-snug" data-testid="entrants">
      {entrants.map((e, i) => (
        <span key={e.code}>
          {i > 0 && <span className="text-muted"> · </span>}
          <span data-testid="entrant-name">{team(e.name, e.delegation)}</span>
        </span>
      ))}
    </span>
  );
}

/** One competition unit in a schedule list: time, sport, event and unit, who competes, place, status. */
export function UnitRow({
  unit,
  showDiscipline = true,
}: {
  /** The schedule reads carry `match`; a list of plain units shows none. */
  unit: UnitSummary & { match?: Match | null; entrants?: UnitEntrant[] };
  showDiscipline?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = useNameOf();
  const paths = usePaths();
  const live = isLive(unit.schedule_status);
  return (
    <Link
      to={paths.unit(unit.discipline, unit.code)}
      data-testid="unit-row"
      data-unit={unit.code}
      className={cn(
        'group flex items-start gap-3 border-b border-border px-4 py-3 transition-colors last:border-b-0 hover:bg-surface-2/60',
        live && 'bg-danger/[0.04]',
      )}
    >
      <TimeCell iso={unit.start_at} day={unit.logical_day} />
      <span className="min-w-0 flex-1">
        {/* The status sits on the top line, so the event and the sides keep the row's width. */}
        <span className="flex items-center gap-x-2">
          {showDiscipline && (
            <span className="truncate text-xs font-semibold uppercase tracking-wide text-brand dark:text-[color-mix(in_oklab,var(--brand)_55%,white)]">
              {t(`disciplines.${unit.discipline}`, { defaultValue: unit.discipline })}
            </span>
          )}
          {unit.medal && <MedalUnitMark />}
          <span className="ml-auto">
            <UnitStatus
              schedule={unit.schedule_status}
              result={unit.result_status}
              period={unit.match?.period ?? null}
            />
          </span>
        </span>
        <span className="block font-semibold leading-snug" data-testid="unit-event">
          {unit.event_name}
        </span>
        {unit.match && <MatchSides match={unit.match} unit={unit.code} />}
        {!unit.match && !!unit.entrants?.length && <Entrants entrants={unit.entrants} />}
        <span className="block text-sm text-muted" data-testid="unit-name">
          {nameOf(unit)} · {locationName(unit, i18n.language)}
        </span>
      </span>
      <Icon
        name="chevron-right"
        size={16}
        className="hidden shrink-0 self-center text-muted group-hover:text-fg sm:block"
      />
    </Link>
  );
}

/** A schedule item that is not a competition unit (meeting, ceremony, broadcast, training...). */
export function ItemRow({ item }: { item: ScheduleItem }) {
  const { t, i18n } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const { time } = useTimes();
  return (
    <div
      className="flex items-start gap-3 border-b border-border px-4 py-3 last:border-b-0"
      data-testid="item-row"
      data-type={item.type}
    >
      <span className="w-14 shrink-0 text-[1.0625rem] font-semibold tabular-nums leading-tight text-muted">
        {time(item.start_at)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'rounded-md px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide',
              item.type === 'medal' || item.type === 'competition-medal'
                ? 'bg-gold/15 text-[color-mix(in_oklab,var(--gold)_40%,var(--text))]'
                : item.type.endsWith('ceremony')
                  ? 'bg-accent/15 text-[color-mix(in_oklab,var(--accent)_40%,var(--text))]'
                  : 'bg-surface-2 text-muted',
            )}
          >
            {t(`items.${item.type}`)}
          </span>
          {item.discipline && (
            <span className="text-xs font-semibold uppercase tracking-wide text-brand dark:text-[color-mix(in_oklab,var(--brand)_55%,white)]">
              {tc(`disciplines.${item.discipline}`, { defaultValue: item.discipline })}
            </span>
          )}
        </span>
        <span className="block font-medium leading-snug">{item.title}</span>
        <span className="block text-sm text-muted">
          {time(item.start_at)}–{time(item.end_at)}
          {item.venue_code ? ` · ${venueNameOf(item, i18n.language)}` : ''}
        </span>
      </span>
    </div>
  );
}
