import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { useCompetition } from '../../disciplines';
import { DayPicker } from '../../schedule';
import { useAmbassadors } from '../api/get-ambassadors';
import { AmbassadorCard } from '../components/ambassador-card';
import { defaultDay, formatDay } from '../../../lib/time';
import { useSearchState } from '../../../lib/use-search-state';
import { useTimes } from '../../../lib/use-times';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';

/** /ambassadors: who the games' ambassadors are, and who is on site on the chosen day. */
export default function AmbassadorsPage() {
  const { t, i18n } = useTranslation('content');
  const search = useSearchState();
  const { eventZone } = useTimes();
  const competition = useCompetition().data;
  const query = useAmbassadors();
  const day =
    search.get('day') ??
    (competition
      ? defaultDay(
          competition.days,
          new Date(),
          competition.time_zone || eventZone,
          competition.day_boundary_hour,
        )
      : undefined);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageHeader title={t('common:menu.ambassadors')} subtitle={t('ambassadors.subtitle')} />
      {competition && (
        <DayPicker
          days={competition.days}
          selected={day}
          firstDay={competition.starts_on}
          onSelect={(d) => search.set({ day: d })}
        />
      )}
      <QueryView query={query}>
        {(data) => {
          const present = day ? data.items.filter((a) => a.available_days.includes(day)) : data.items;
          return (
            <section aria-live="polite" className="space-y-3">
              {day && (
                <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">
                  {t('ambassadors.onSite', { day: formatDay(day, i18n.language, 'long') })}
                </h2>
              )}
              {present.length === 0 ? (
                <EmptyState icon={<Star size={22} aria-hidden />} title={t('ambassadors.noneThatDay')} />
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {present.map((a) => (
                    <li key={a.id} className="flex">
                      <AmbassadorCard ambassador={a} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        }}
      </QueryView>
    </div>
  );
}
