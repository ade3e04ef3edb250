import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useCountryName } from '../../../lib/use-country-name';
import { useUnitLineups, type UnitLineups } from '../api/records';
import { bracketPath, standingsPath } from '../../results';

type Team = UnitLineups['teams'][number];

function Roster({ team }: { team: Team }) {
  const { t } = useTranslation('records');
  const { team: teamName } = useCountryName();
  const localize = useLocalizedPath();
  const starters = team.players.filter((p) => p.starter);
  const bench = team.players.filter((p) => !p.starter);
  const list = (players: Team['players']) => (
    <ul className="divide-y divide-border">
      {players.map((p) => (
        <li
          key={p.athlete_id}
          className="flex min-h-11 items-center gap-3 px-4 py-1.5"
          data-testid="roster-player"
        >
          <span
            className="w-7 shrink-0 text-right text-lg font-bold tabular-nums text-muted"
            data-testid="shirt"
          >
            {p.shirt_number ?? '–'}
          </span>
          <Link
            to={localize(`/participants/profile/${p.athlete_id}`)}
            className="min-w-0 flex-1 truncate font-medium underline-offset-2 hover:underline"
          >
            {p.name}
          </Link>
          {p.position && (
            <abbr
              title={t(`position.${p.position}`, { defaultValue: p.position })}
              className="rounded-md bg-surface-2 px-1.5 py-0.5 text-xs font-semibold no-underline"
            >
              {p.position}
            </abbr>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <section
      className="min-w-0 rounded-2xl border border-border bg-surface"
      data-testid="roster"
      data-team={team.code}
    >
      <h3 className="flex items-center gap-2 border-b border-border px-4 py-3 font-semibold">
        <DelegationFlag code={team.delegation} />
        {teamName(team.name, team.delegation)}
      </h3>
      {team.players.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted">{t('noRoster')}</p>
      ) : starters.length > 0 ? (
        <>
          <h4 className="bg-surface-2 px-4 py-1 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('starters')}
          </h4>
          {list(starters)}
          {bench.length > 0 && (
            <>
              <h4 className="bg-surface-2 px-4 py-1 text-xs font-semibold uppercase tracking-wide text-muted">
                {t('bench')}
              </h4>
              {list(bench)}
            </>
          )}
        </>
      ) : (
        list(team.players)
      )}
    </section>
  );
}

/** Both teams of a match with their players: shirt number, name and position, starters first. */
export default function MatchLineups({
  unit,
}: {
  unit: { code: string; discipline: string; event_code: string; name: string };
}) {
  const { t } = useTranslation('records');
  const localize = useLocalizedPath();
  const { data } = useUnitLineups(unit.code);
  // A pool match opens its pool's table, a knockout match the bracket.
  const pool = /^Pool ([A-Z])\b/.exec(unit.name)?.[1];
  const draw = pool
    ? standingsPath(unit.discipline, unit.event_code, pool)
    : bracketPath(unit.discipline, unit.event_code);
  return (
    <div className="space-y-2" data-testid="lineups">
      <Link
        to={localize(draw)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-border bg-surface px-3 py-2 text-sm font-semibold hover:bg-surface-2"
        data-testid="draw-link"
      >
        {pool ? t('poolTable', { pool }) : t('bracket')}
      </Link>
      {data && data.teams.length > 0 && <h2 className="text-sm font-semibold text-muted">{t('lineups')}</h2>}
      <div className="grid gap-3 md:grid-cols-2">
        {data?.teams.map((team) => (
          <Roster key={team.code} team={team} />
        ))}
      </div>
    </div>
  );
}

/** The match clock as the feed last sent it, under the score; nothing when there is none. */
export function MatchClock({ unitCode }: { unitCode: string }) {
  const { t } = useTranslation('records');
  const { data } = useUnitLineups(unitCode);
  if (!data?.clock) return null;
  return (
    <span className="mt-0.5 block font-mono text-lg font-semibold tabular-nums" data-testid="clock">
      <span className="sr-only">{t('clock')} </span>
      {data.clock}
    </span>
  );
}
