import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NowLeader, NowUnit } from '../api/get-now';
import { cn } from '../../../ui/cn';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { MedalIcon } from '../../../ui/medal-unit-mark';
import { UnitStatus } from '../../../ui/unit-status';
import { usePaths } from '../../../lib/paths';
import { useTimes } from '../../../lib/use-times';
import { useNameOf } from '../../../lib/localized-text';
import { useCountryName } from '../../../lib/use-country-name';
import { boardName } from '../lib/now-lines';
import { useOutcomeHidden } from '../../../lib/spoiler-store';

const SPORT =
  'truncate text-xs font-semibold uppercase tracking-wide text-brand dark:text-[color-mix(in_oklab,var(--brand)_55%,white)]';

/** A unit of the "now" lists, one tap from its page. */
function UnitLink({
  unit,
  kind,
  onOpen,
  className,
  children,
}: {
  unit: NowUnit;
  kind: 'live' | 'next' | 'finished';
  onOpen?: (e: MouseEvent) => void;
  className: string;
  children: ReactNode;
}) {
  const paths = usePaths();
  return (
    <Link
      to={paths.unit(unit.discipline, unit.code)}
      onClick={onOpen}
      data-testid={`now-${kind}`}
      data-unit={unit.code}
      className={cn(
        'flex h-full min-h-11 min-w-0 flex-col rounded-2xl border bg-surface shadow-sm transition-colors hover:bg-surface-2',
        className,
      )}
    >
      {children}
    </Link>
  );
}

/** Sport on the left, status (with the period) on the right. */
function TopLine({ unit, start }: { unit: NowUnit; start?: boolean }) {
  const { t } = useTranslation();
  const { time } = useTimes();
  return (
    <span className="flex items-center gap-2">
      {start && <span className="font-semibold tabular-nums">{time(unit.start_at)}</span>}
      <span className={cn('min-w-0 flex-1', SPORT)}>
        {t(`disciplines.${unit.discipline}`, { defaultValue: unit.discipline })}
      </span>
      {unit.medal && <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-gold" />}
      {!start && (
        <UnitStatus
          schedule={unit.schedule_status}
          result={unit.result_status}
          period={unit.match?.period ?? null}
        />
      )}
    </span>
  );
}

/** A match's two sides, each with flag, name and score; the winner in bold. */
function Sides({ unit, big }: { unit: NowUnit; big?: boolean }) {
  const { team } = useCountryName();
  return (
    <span className="block space-y-0.5" data-testid="now-match">
      {unit.match!.sides.map((s) => (
        <span key={s.code} className="flex items-center gap-2" data-testid="now-side">
          <DelegationFlag code={s.delegation} link={false} />
          <span className={cn('min-w-0 flex-1 truncate', s.won ? 'font-bold' : 'font-medium')}>
            {team(s.name, s.delegation)}
          </span>
          <span
            className={cn('shrink-0 tabular-nums', big ? 'text-lg font-black leading-tight' : 'font-bold')}
            data-testid="now-score"
          >
            {s.score ?? ''}
          </span>
        </span>
      ))}
    </span>
  );
}

/** The first places: rank (or medal), flag, name as a board prints it, mark. */
function Leaders({ leaders }: { leaders: NowLeader[] }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {leaders.map((l) => (
        <li key={l.code} className="flex items-center gap-2" data-testid="now-leader">
          <span className="flex w-6 shrink-0 justify-end font-bold tabular-nums">
            {l.medal ? <MedalIcon medal={l.medal} className="size-5 text-[0.625rem]" /> : l.rank}
          </span>
          <DelegationFlag code={l.delegation} link={false} />
          <span className="min-w-0 flex-1 truncate font-medium">{boardName(l)}</span>
          <span className="shrink-0 font-bold tabular-nums" data-testid="now-mark">
            {l.mark}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** In spoiler-free mode, what stands for a score or the leaders until the unit is revealed. */
function HiddenOutcome() {
  const { t } = useTranslation();
  return (
    <span className="block text-sm font-medium text-muted" data-testid="now-hidden">
      {t('search.hidden')}
    </span>
  );
}

/** A unit on now: who plays and the score, or who leads and with what mark, and the period. */
export function LiveCard({ unit, onOpen }: { unit: NowUnit; onOpen?: (e: MouseEvent) => void }) {
  const nameOf = useNameOf();
  const hidden = useOutcomeHidden(unit.code);
  return (
    <UnitLink unit={unit} kind="live" onOpen={onOpen} className="gap-1.5 border-danger/30 px-3 py-2.5">
      <TopLine unit={unit} />
      <span className="block truncate text-sm font-semibold leading-snug">
        {unit.event_name} <span className="font-normal text-muted">· {nameOf(unit)}</span>
      </span>
      {hidden && (unit.match || unit.leaders.length > 0) ? (
        <HiddenOutcome />
      ) : unit.match ? (
        <Sides unit={unit} big />
      ) : unit.leaders.length > 0 ? (
        <Leaders leaders={unit.leaders} />
      ) : null}
    </UnitLink>
  );
}

/** A unit starting soon: time, sport, event, and who plays when it is a match. */
export function NextCard({ unit, onOpen }: { unit: NowUnit; onOpen?: (e: MouseEvent) => void }) {
  const nameOf = useNameOf();
  const { team } = useCountryName();
  const sides = unit.match?.sides;
  return (
    <UnitLink unit={unit} kind="next" onOpen={onOpen} className="gap-1 border-border p-2.5 text-sm">
      <TopLine unit={unit} start />
      <span className="block truncate font-semibold">{unit.event_name}</span>
      <span className="block truncate text-muted">
        {sides ? sides.map((s) => team(s.name, s.delegation)).join(' – ') : nameOf(unit)}
      </span>
    </UnitLink>
  );
}

/** A unit just over: the winners and their medals, or the final score. */
export function FinishedCard({ unit, onOpen }: { unit: NowUnit; onOpen?: (e: MouseEvent) => void }) {
  const hidden = useOutcomeHidden(unit.code);
  return (
    <UnitLink unit={unit} kind="finished" onOpen={onOpen} className="gap-1.5 border-border p-2.5 text-sm">
      <TopLine unit={unit} />
      <span className="block truncate font-semibold">{unit.event_name}</span>
      {hidden ? (
        <HiddenOutcome />
      ) : unit.match ? (
        <Sides unit={unit} />
      ) : (
        <Leaders leaders={unit.leaders.slice(0, unit.medal ? 3 : 1)} />
      )}
    </UnitLink>
  );
}
