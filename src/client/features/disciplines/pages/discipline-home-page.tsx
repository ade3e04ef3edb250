import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { useCompetition } from '../api/get-competition';
import { useDisciplineEvents } from '../api/get-discipline-events';
import { useScheduleDiscipline, TimeZoneSwitch, UnitRow } from '../../schedule';
import { EmptyState } from '../../../ui/states';
import { Skeleton } from '../../../ui/skeleton';
import { formatDay } from '../../../lib/time';
import { pickLocalized } from '../../../lib/localized-text';
import { isLive } from '../../../lib/unit-status';
import { QueryView } from '../../../ui/query-view';
import { usePaths } from '../../../lib/paths';
import { useScheduleToday } from '../../../lib/use-schedule-today';
import { useDisciplineCode } from './use-discipline';

/** /discipline/{key}: the sport at a glance — facts, what is on now, the day's sessions. */
export default function DisciplineHomePage() {
  const { t, i18n } = useTranslation('schedule');
  const code = useDisciplineCode();
  const paths = usePaths();
  const info = useDisciplineEvents(code);
  const competition = useCompetition();
  // The same day the schedule opens on: today of the games in the zone times are shown in.
  const { today, day } = useScheduleToday(competition.data);
  const schedule = useScheduleDiscipline(code);
  return (
    <div className="space-y-5">
      <QueryView query={info} skeleton={<Skeleton className="h-24 w-full rounded-2xl" />}>
        {({ discipline, events }) => (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="discipline-facts">
            <Fact
              icon={<Icon name="trophy" size={16} />}
              label={t('area.events')}
              value={String(events.length)}
            />
            <Fact
              icon={<Icon name="medal" size={16} />}
              label={t('area.medalEvents')}
              value={String(events.filter((e) => e.medal_event).length)}
            />
            <Fact
              icon={<Icon name="map-pin" size={16} />}
              label={t('area.venue')}
              value={
                discipline.venue_names
                  ? pickLocalized(discipline.venue_names, i18n.language)
                  : discipline.venue_code
              }
            />
            <Fact
              icon={<Icon name="user-round" size={16} />}
              label={t('area.coordinator')}
              value={
                <a
                  href={`mailto:${discipline.coordinator.contact}`}
                  className="inline-flex items-center gap-1 hover:text-brand"
                >
                  {discipline.coordinator.name}
                  <Icon name="mail" size={13} className="text-muted" />
                </a>
              }
            />
          </dl>
        )}
      </QueryView>
      <TimeZoneSwitch />
      <QueryView query={schedule}>
        {(data) => {
          const all = data.days.flatMap((d) => d.units);
          const ofDay = data.days.find((d) => d.day === day)?.units ?? [];
          // On now: today's running units, as the schedule's live strip shows them.
          const live = day === today ? ofDay.filter((u) => isLive(u.schedule_status)) : [];
          const next =
            ofDay.length > 0 ? ofDay : all.filter((u) => u.schedule_status === 'SCHEDULED').slice(0, 8);
          return (
            <div className="space-y-5">
              {live.length > 0 && (
                <section aria-labelledby="on-now" data-testid="on-now">
                  <h2 id="on-now" className="mb-2 flex items-center gap-2 font-semibold">
                    <span aria-hidden className="size-2 animate-pulse rounded-full bg-danger" />
                    {t('area.live')}
                  </h2>
                  <div className="overflow-hidden rounded-2xl border border-border bg-surface">
                    {live.map((u) => (
                      <UnitRow key={u.code} unit={u} showDiscipline={false} />
                    ))}
                  </div>
                </section>
              )}
              <section aria-labelledby="day-units">
                <div className="mb-2 flex items-baseline justify-between gap-2">
                  <h2 id="day-units" className="font-semibold">
                    {ofDay.length > 0 && day
                      ? t('area.today', { day: formatDay(day, i18n.language, 'long') })
                      : t('area.upcoming')}
                  </h2>
                  <Link
                    to={paths.discipline(code, `schedule/days${day ? `/${day}` : ''}`)}
                    className="inline-flex min-h-11 min-w-11 items-center justify-end text-sm font-semibold text-brand hover:underline"
                  >
                    {t('tabs.days')}
                  </Link>
                </div>
                {next.length === 0 ? (
                  <EmptyState title={t('days.noEvents')} />
                ) : (
                  <div className="overflow-hidden rounded-2xl border border-border bg-surface">
                    {next.map((u) => (
                      <UnitRow key={u.code} unit={u} showDiscipline={false} />
                    ))}
                  </div>
                )}
              </section>
            </div>
          );
        }}
      </QueryView>
    </div>
  );
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-surface px-4 py-3">
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 break-words text-lg font-bold leading-snug">{value}</dd>
    </div>
  );
}
