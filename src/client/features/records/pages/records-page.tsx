import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState } from '../../../ui/states';
import { QueryView } from '../../../ui/query-view';
import { Skeleton } from '../../../ui/skeleton';
import { cn } from '../../../ui/cn';
import { usePaths } from '../../../lib/paths';
import { useDisciplineRecords, useRecordsIndex, type DisciplineRecords } from '../api/records';
import { RecordItem } from '../components/record-list';

const skeleton = (
  <div className="space-y-3" aria-busy="true">
    <Skeleton className="h-24 w-full rounded-2xl" />
    <Skeleton className="h-24 w-full rounded-2xl" />
  </div>
);

/**
 * /records/{disciplineKey?}: a sport's records (world, games, national) per event, each with
 * its holder, date and place, and the record it replaced when one fell at these games.
 * Without a sport: the records set at these games, newest first.
 */
export default function RecordsPage() {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation();
  const { disciplineKey } = useParams();
  const code = disciplineKey?.toUpperCase();
  const paths = usePaths();
  const index = useRecordsIndex();
  const sports = index.data?.disciplines ?? [];
  return (
    <div className="space-y-4" data-testid="records-page">
      <PageHeader title={tc('menu.records')} subtitle={t('intro')} />
      <nav
        aria-label={t('pickSport')}
        className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
      >
        {sports.map((d) => (
          <Link
            key={d.code}
            to={paths.localize(`/records/${d.code}`)}
            aria-current={d.code === code ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-medium',
              d.code === code
                ? 'border-fg bg-fg text-bg'
                : 'border-border bg-surface text-muted hover:text-fg',
            )}
          >
            {tc(`disciplines.${d.code}`)}
            {d.broken > 0 && (
              <span className="rounded-full bg-brand px-1.5 text-xs font-bold text-white">{d.broken}</span>
            )}
          </Link>
        ))}
      </nav>
      {code ? <SportRecords code={code} /> : <Recent />}
    </div>
  );
}

function Recent() {
  const { t } = useTranslation('records');
  const query = useRecordsIndex();
  return (
    <QueryView query={query} skeleton={skeleton}>
      {(data) =>
        data.recent.length === 0 ? (
          <EmptyState title={t('noneSet')} hint={t('pickSport')} />
        ) : (
          <section className="rounded-2xl border border-border bg-surface">
            <h2 className="border-b border-border px-4 py-3 font-semibold">{t('setAtGames')}</h2>
            <ul className="divide-y divide-border">
              {data.recent.map((r) => (
                <RecordItem key={r.id} r={r} showEvent />
              ))}
            </ul>
          </section>
        )
      }
    </QueryView>
  );
}

function SportRecords({ code }: { code: string }) {
  const { t } = useTranslation('records');
  const query = useDisciplineRecords(code);
  return (
    <QueryView query={query} skeleton={skeleton}>
      {(data) => (data.records.length === 0 ? <EmptyState title={t('none')} /> : <ByEvent data={data} />)}
    </QueryView>
  );
}

function ByEvent({ data }: { data: DisciplineRecords }) {
  const events = new Map<string, DisciplineRecords['records']>();
  for (const r of data.records) events.set(r.event_code, [...(events.get(r.event_code) ?? []), r]);
  return (
    <div className="space-y-3">
      {[...events.values()].map((list) => (
        <section
          key={list[0]!.event_code}
          className="rounded-2xl border border-border bg-surface"
          data-testid="records-event"
          data-event={list[0]!.event_code}
        >
          <h2 className="border-b border-border px-4 py-3 font-semibold">{list[0]!.event_name}</h2>
          <ul className="divide-y divide-border">
            {list.map((r) => (
              <RecordItem key={r.id} r={r} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
