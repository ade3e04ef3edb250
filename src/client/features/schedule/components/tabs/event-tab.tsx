import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/icon';
import { useScheduleDiscipline } from '../../api/get-schedule-discipline';
import { EmptyState } from '../../../../ui/states';
import { formatDayTitle } from '../../../../lib/time';
import { ChosenEventView } from '../event-picker';
import { QueryView } from '../../../../ui/query-view';
import { usePaths } from '../../../../lib/paths';
import { UnitRow } from '../unit-row';
import { LazyFollowButton } from '../lazy-follow-button';

/** /schedule/event: every session of one event, day by day, with a link to its classification. */
export function EventTab({ fixedDiscipline }: { fixedDiscipline?: string }) {
  return (
    <ChosenEventView fixedDiscipline={fixedDiscipline}>
      {(chosen) => <EventSessions discipline={chosen.discipline} event={chosen.event} />}
    </ChosenEventView>
  );
}

export function EventSessions({ discipline, event }: { discipline: string; event: string }) {
  const { t, i18n } = useTranslation('schedule');
  const paths = usePaths();
  const schedule = useScheduleDiscipline(discipline);
  return (
    <QueryView query={schedule}>
      {(data) => {
        const days = data.days
          .map((d) => ({ day: d.day, units: d.units.filter((u) => u.event_code === event) }))
          .filter((d) => d.units.length > 0);
        if (days.length === 0) return <EmptyState title={t('days.noEvents')} />;
        return (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={paths.schedule('classification', `event=${event}`)}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
              >
                <Icon name="list-ordered" size={16} />
                {t('unit.classification')}
              </Link>
              <LazyFollowButton kind="event" code={event} name={days[0]!.units[0]!.event_name} label />
            </div>
            {days.map((d) => (
              <section key={d.day} aria-labelledby={`ev-${d.day}`}>
                <h3 id={`ev-${d.day}`} className="mb-2 text-sm font-semibold text-muted">
                  {formatDayTitle(d.day, i18n.language)}
                </h3>
                <div className="overflow-hidden rounded-2xl border border-border bg-surface">
                  {d.units.map((u) => (
                    <UnitRow key={u.code} unit={u} showDiscipline={false} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        );
      }}
    </QueryView>
  );
}
