import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { useCompetition } from '../../disciplines';
import { scheduleDayQuery } from '../api/get-schedule-day';
import { EmptyState, ErrorState } from '../../../ui/states';
import { PageHeader } from '../../../ui/page-header';
import { SkeletonList } from '../../../ui/skeleton';
import { formatDayTitle } from '../../../lib/time';
import { venueNameOf } from '../../../lib/location-name';
import { TimeZoneSwitch } from '../components/time-zone-switch';
import { useTimes } from '../../../lib/use-times';

/** /official-awards-schedule: every medal ceremony, day by day. */
export default function AwardsPage() {
  const { t, i18n } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const { time } = useTimes();
  const competition = useCompetition();
  const days = competition.data?.days.filter((d) => d.event_day).map((d) => d.day) ?? [];
  const results = useQueries({ queries: days.map((day) => scheduleDayQuery(day, { filter: 'medal' })) });
  const failed = competition.isError || results.some((r) => r.isError);
  const loading = !competition.data || results.some((r) => !r.data);
  const byDay = loading
    ? []
    : results
        .map((r) => r.data!)
        .map((d) => ({ day: d.day, items: d.items.filter((i) => i.type === 'medal') }))
        .filter((d) => d.items.length > 0);
  return (
    <div>
      <PageHeader title={tc('menu.awards')} subtitle={t('awards.intro')} />
      <TimeZoneSwitch className="-mt-3 mb-4" />
      {failed ? (
        <ErrorState
          onRetry={() => {
            void competition.refetch();
            results.forEach((r) => r.isError && void r.refetch());
          }}
        />
      ) : loading ? (
        <SkeletonList rows={8} />
      ) : byDay.length === 0 ? (
        <EmptyState title={t('awards.none')} icon={<Icon name="award" size={22} />} />
      ) : (
        <div className="space-y-5" data-testid="ceremonies">
          {byDay.map((d) => (
            <section key={d.day} aria-labelledby={`aw-${d.day}`}>
              <h2 id={`aw-${d.day}`} className="mb-2 text-sm font-semibold text-muted">
                {formatDayTitle(d.day, i18n.language)}
              </h2>
              <ul className="overflow-hidden rounded-2xl border border-border bg-surface">
                {d.items.map((item) => (
                  <li
                    key={item.id}
                    className="flex items-center gap-3 border-b border-border px-4 py-3 last:border-b-0"
                    data-testid="ceremony"
                  >
                    <span className="w-14 shrink-0 text-[1.0625rem] font-semibold tabular-nums">
                      {time(item.start_at)}
                    </span>
                    <span
                      aria-hidden
                      className="grid size-8 shrink-0 place-items-center rounded-full bg-gold/15 text-gold"
                    >
                      <Icon name="award" size={16} />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium leading-snug">{item.title}</span>
                      <span className="block text-sm text-muted">
                        {item.discipline ? tc(`disciplines.${item.discipline}`) : ''}
                        {item.venue_code ? ` · ${venueNameOf(item, i18n.language)}` : ''}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
