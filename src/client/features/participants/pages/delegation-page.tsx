import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useLocalizedPath } from '../../../lib/localized-link';
import { usePaths } from '../../../lib/paths';
import { useCountryName } from '../../../lib/use-country-name';
import { useScheduleToday } from '../../../lib/use-schedule-today';
import { useTimes } from '../../../lib/use-times';
import { calendarDay, formatDayTitle } from '../../../lib/time';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { EmptyState } from '../../../ui/states';
import { QueryView } from '../../../ui/query-view';
import { MedalCounts, MedalIcon } from '../../medals';
import { FollowButton, useFollowUnits } from '../../follow';
import { UnitRow } from '../../schedule';
import { useCompetition } from '../../disciplines';
import { useDelegation, type DelegationDetail } from '../api/get-delegation';
import { useAthletes } from '../api/get-athletes';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      className="overflow-hidden rounded-2xl border border-border bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.04)]"
      data-testid={testId}
    >
      <h2 className="border-b border-border px-4 py-3 text-[length:var(--text-lead)] font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The delegation's units of the day the schedule opens on (today during the games). */
function DayUnits({ code }: { code: string }) {
  const { t } = useTranslation('follow');
  const { zone, locale } = useTimes();
  const { today, day } = useScheduleToday(useCompetition().data);
  const units = useFollowUnits(useMemo(() => [{ kind: 'delegation' as const, code }], [code]));
  const list = (units.data?.units ?? []).filter((u) => calendarDay(u.start_at, zone) === day);
  const title = day && day !== today ? formatDayTitle(day, locale) : t('todayUnits');
  return (
    <Section title={title} testId="delegation-day">
      {list.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted">{t('noToday')}</p>
      ) : (
        <div>
          {list.map((u) => (
            <UnitRow key={u.code} unit={u} />
          ))}
        </div>
      )}
    </Section>
  );
}

const ROW = 'flex items-center gap-3 px-4 py-2.5 transition-colors hover:bg-surface-2';

/** A unit's page from its code (an RSC code starts with its discipline's). */
function useUnitPath() {
  const paths = usePaths();
  return (code: string) => paths.unit(code.slice(0, 3), code);
}

function Medals({ data }: { data: DelegationDetail }) {
  const { t } = useTranslation('follow');
  const unitPath = useUnitPath();
  return (
    <Section title={t('medals')} testId="delegation-medals">
      {data.medals.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted">{t('noMedals')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {data.medals.map((m) => (
            <li key={`${m.event_code}:${m.competitor}`}>
              <Link to={unitPath(m.unit_code)} className={ROW}>
                <MedalIcon medal={m.medal} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{m.competitor}</span>
                  <span className="block truncate text-sm text-muted">{m.event_name}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Results({ data }: { data: DelegationDetail }) {
  const { t } = useTranslation('follow');
  const unitPath = useUnitPath();
  const { time } = useTimes();
  return (
    <Section title={t('results')} testId="delegation-results">
      {data.results.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted">{t('noResults')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {data.results.map((r) => (
            <li key={`${r.unit_code}:${r.competitor}`}>
              <Link to={unitPath(r.unit_code)} className={ROW}>
                <span className="w-8 shrink-0 text-right font-bold tabular-nums">{r.rank ?? '–'}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{r.competitor}</span>
                  <span className="block truncate text-sm text-muted">
                    {r.event_name} · {r.unit_name} · {time(r.start_at)}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{r.result ?? ''}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Athletes({ code }: { code: string }) {
  const { t } = useTranslation('follow');
  const localize = useLocalizedPath();
  // The first two dozen: the delegation's full list, searchable, is one link away.
  const query = useAthletes({ delegation: code });
  const shown = query.data?.pages[0]?.items.slice(0, 24) ?? [];
  return (
    <Section title={t('athletes')} testId="delegation-athletes">
      <ul className="grid divide-y divide-border sm:grid-cols-2 sm:divide-y-0">
        {shown.map((a) => (
          <li key={a.id} className="flex items-center border-border sm:border-b">
            <Link
              to={localize(`/participants/profile/${a.id}`)}
              className="min-h-11 min-w-0 flex-1 truncate px-4 py-2.5 font-medium hover:bg-surface-2"
            >
              {a.given_name} {a.family_name}
              <span className="ml-2 text-xs text-muted">{a.bib}</span>
            </Link>
            <FollowButton kind="athlete" code={a.code} name={`${a.given_name} ${a.family_name}`} />
          </li>
        ))}
      </ul>
      <Link
        to={localize(`/participants/athletes?delegation=${code}`)}
        className="flex min-h-11 items-center border-t border-border px-4 text-sm font-semibold text-brand hover:bg-surface-2"
      >
        {t('allAthletes')}
      </Link>
    </Section>
  );
}

/** /participants/delegations/:code: a delegation's medals, day, results and athletes, with its star. */
export default function DelegationPage() {
  const code = (useParams().code ?? '').toUpperCase();
  const { t } = useTranslation('participants');
  const localize = useLocalizedPath();
  const { name } = useCountryName();
  const query = useDelegation(code);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link
        to={localize('/participants/delegations')}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand"
      >
        <ArrowLeft size={16} aria-hidden />
        {t('tabs.delegations')}
      </Link>
      <QueryView query={query}>
        {(data) => (
          <div className="space-y-4">
            <header className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-4">
              <DelegationFlag code={data.code} name={data.name} size="lg" link={false} />
              <div className="min-w-0 flex-1">
                <h1
                  className="text-[length:var(--text-h2)] font-bold leading-tight"
                  data-testid="delegation-name"
                >
                  {name(data.code, data.name)}
                </h1>
                <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-muted">
                  <span>{t('delegations.athletes', { count: data.athletes })}</span>
                  <MedalCounts gold={data.gold} silver={data.silver} bronze={data.bronze} className="gap-2" />
                </p>
              </div>
              <FollowButton kind="delegation" code={data.code} name={name(data.code, data.name)} label />
            </header>
            <DayUnits code={data.code} />
            <div className="grid gap-4 lg:grid-cols-2">
              <Medals data={data} />
              <Results data={data} />
            </div>
            <Athletes code={data.code} />
          </div>
        )}
      </QueryView>
      {query.isError && !query.data && <EmptyState />}
    </div>
  );
}
