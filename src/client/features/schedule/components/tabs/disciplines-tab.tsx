import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/icon';
import { useCompetition, useDisciplines, type Discipline } from '../../../disciplines';
import { scheduleDayQuery } from '../../api/get-schedule-day';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { SkeletonList } from '../../../../ui/skeleton';
import { Table, Td, Th } from '../../../../ui/table';
import { cn } from '../../../../ui/cn';
import { ChoiceGroup } from '../../../../ui/choice-group';
import { formatDayTitle } from '../../../../lib/time';
import { pickLocalized } from '../../../../lib/localized-text';
import { QueryView } from '../../../../ui/query-view';
import { usePaths } from '../../../../lib/paths';
import { ItemRow } from '../unit-row';
import { useSearchState } from '../../../../lib/use-search-state';
import { LazyFollowButton } from '../lazy-follow-button';

const VIEWS = ['blocks', 'coordinators', 'meetings'] as const;
type View = (typeof VIEWS)[number];

/** The discipline's name in the interface language (the API carries all four). */
export function localName(d: Discipline, language: string): string {
  const key = language.slice(0, 2) as keyof Discipline['names'];
  return d.names[key] ?? d.names.en;
}

/** /schedule/disciplines: sports as blocks, their coordinators, and the technical meetings. */
export function DisciplinesTab() {
  const { t } = useTranslation('schedule');
  const search = useSearchState();
  const view: View = (VIEWS as readonly string[]).includes(search.get('view') ?? '')
    ? (search.get('view') as View)
    : 'blocks';
  return (
    <div className="space-y-4">
      <ChoiceGroup
        role="group"
        label={t('disciplines.views')}
        options={VIEWS}
        value={view}
        onChange={(v) => search.set({ view: v === 'blocks' ? undefined : v })}
        className="inline-flex rounded-xl bg-surface-2 p-1"
        optionClassName={(on) =>
          cn(
            'rounded-lg px-3 py-1 text-sm font-medium transition-colors',
            on ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )
        }
      >
        {(v) => t(`disciplines.${v}`)}
      </ChoiceGroup>
      {view === 'meetings' ? <MeetingsView /> : <DisciplinesView view={view} />}
    </div>
  );
}

function DisciplinesView({ view }: { view: 'blocks' | 'coordinators' }) {
  const { t, i18n } = useTranslation('schedule');
  const paths = usePaths();
  const query = useDisciplines();
  return (
    <QueryView query={query} errorMessage={t('disciplines.loadError')}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState />
        ) : view === 'blocks' ? (
          <ul
            className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3"
            data-testid="discipline-blocks"
          >
            {data.items.map((d) => (
              <li key={d.code} className="relative">
                <Link
                  to={paths.discipline(d.code)}
                  className="group flex h-full items-center gap-3 rounded-2xl border border-border bg-surface p-4 pr-14 transition-colors hover:border-brand/50 hover:bg-surface-2/50"
                  data-testid="discipline-block"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-soft font-mono text-sm font-bold text-brand">
                    {d.code}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{localName(d, i18n.language)}</span>
                    <span className="block text-sm text-muted">
                      {t('event.count', { count: d.events })} ·{' '}
                      {t('event.medalCount', { count: d.medal_events })}
                    </span>
                  </span>
                  <Icon name="chevron-right" size={18} className="text-muted group-hover:text-fg" />
                </Link>
                {/* Beside the link, not in it: a link may not hold a button. */}
                <LazyFollowButton
                  kind="discipline"
                  code={d.code}
                  name={localName(d, i18n.language)}
                  className="absolute right-1.5 top-1/2 -translate-y-1/2"
                />
              </li>
            ))}
          </ul>
        ) : (
          <Table caption={t('disciplines.coordinators')} data-testid="coordinators">
            <thead>
              <tr>
                <Th>{t('filter.discipline')}</Th>
                <Th>{t('disciplines.coordinator')}</Th>
                <Th>{t('disciplines.contact')}</Th>
                <Th>{t('disciplines.venue')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((d) => (
                <tr key={d.code} data-testid="coordinator-row">
                  <Td>
                    <Link to={paths.discipline(d.code)} className="font-medium hover:text-brand">
                      {localName(d, i18n.language)}
                    </Link>
                  </Td>
                  <Td>
                    <span className="inline-flex items-center gap-2">
                      <Icon name="users" size={14} className="text-muted" />
                      {d.coordinator.name}
                    </span>
                  </Td>
                  <Td>
                    <a
                      href={`mailto:${d.coordinator.contact}`}
                      className="inline-flex items-center gap-1.5 text-brand hover:underline"
                    >
                      <Icon name="mail" size={14} />
                      {d.coordinator.contact}
                    </a>
                  </Td>
                  <Td className="text-muted">
                    {d.venue_names ? pickLocalized(d.venue_names, i18n.language) : d.venue_code}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )
      }
    </QueryView>
  );
}

/** Technical meetings of every day (the "meeting" filter of each day, fetched together). */
function MeetingsView() {
  const { t, i18n } = useTranslation('schedule');
  const competition = useCompetition();
  const days = competition.data?.days.map((d) => d.day) ?? [];
  const results = useQueries({ queries: days.map((day) => scheduleDayQuery(day, { filter: 'meeting' })) });
  if (competition.isError || results.some((r) => r.isError))
    return (
      <ErrorState
        onRetry={() => {
          void competition.refetch();
          results.forEach((r) => r.isError && void r.refetch());
        }}
      />
    );
  if (!competition.data || results.some((r) => !r.data)) return <SkeletonList rows={6} />;
  const byDay = results
    .map((r) => r.data!)
    .map((d) => ({
      day: d.day,
      items: d.items.filter((i) => i.type === 'technical-meeting' || i.type === 'meeting'),
    }))
    .filter((d) => d.items.length > 0);
  if (byDay.length === 0) return <EmptyState title={t('disciplines.noMeetings')} />;
  return (
    <div className="space-y-4" data-testid="meetings">
      {byDay.map((d) => (
        <section key={d.day} aria-labelledby={`tm-${d.day}`}>
          <h3 id={`tm-${d.day}`} className="mb-2 text-sm font-semibold text-muted">
            {formatDayTitle(d.day, i18n.language)}
          </h3>
          <div className="overflow-hidden rounded-2xl border border-border bg-surface">
            {d.items.map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
