import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { DISCIPLINE_CODES } from '../../../../shared/domain/disciplines';
import { useDisciplineEvents } from '../../disciplines';
import { EmptyState } from '../../../ui/states';
import { PageHeader } from '../../../ui/page-header';
import { cn } from '../../../ui/cn';
import { eventLabel } from '../../schedule';
import { QueryView } from '../../../ui/query-view';
import { usePaths } from '../../../lib/paths';
import { OfficialDocuments } from '../components/official-documents';

/**
 * /reports/{disciplineKey?} and /discipline/{key}/reports: each event's reports — its
 * sessions' start lists and results (C51, C73), its classification (C92) and, for
 * medal events, the medallists (C93) — each a page of this app that prints cleanly —
 * and the sport's official PDFs from the results system (DT_PDF).
 */
export default function ReportsPage() {
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const { disciplineKey } = useParams();
  const { pathname } = useLocation();
  const inArea = pathname.includes('/discipline/');
  const paths = usePaths();
  const code = disciplineKey?.toUpperCase();
  return (
    <div className="space-y-4">
      {!inArea && <PageHeader title={tc('menu.reports')} subtitle={t('reports.intro')} />}
      {!inArea && (
        <nav
          aria-label={t('reports.pickSport')}
          className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
        >
          {DISCIPLINE_CODES.map((d) => (
            <Link
              key={d}
              to={paths.localize(`/reports/${d}`)}
              aria-current={d === code ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium',
                d === code ? 'border-fg bg-fg text-bg' : 'border-border bg-surface text-muted hover:text-fg',
              )}
            >
              {tc(`disciplines.${d}`)}
            </Link>
          ))}
        </nav>
      )}
      {code ? (
        <>
          <EventReports code={code} />
          <OfficialDocuments code={code} />
        </>
      ) : (
        <EmptyState title={t('reports.pickSport')} icon={<Icon name="file-text" size={22} />} />
      )}
    </div>
  );
}

function EventReports({ code }: { code: string }) {
  const { t } = useTranslation('schedule');
  const paths = usePaths();
  const query = useDisciplineEvents(code);
  return (
    <QueryView query={query}>
      {(data) =>
        data.events.length === 0 ? (
          <EmptyState title={t('reports.none')} />
        ) : (
          <ul className="overflow-hidden rounded-2xl border border-border bg-surface" data-testid="reports">
            {data.events.map((e) => {
              const links = [
                {
                  code: 'C51',
                  label: t('reports.startList'),
                  to: paths.schedule('event', `event=${e.code}`),
                },
                {
                  code: 'C92',
                  label: t('reports.classification'),
                  to: paths.schedule('classification', `event=${e.code}`),
                },
                ...(e.medal_event
                  ? [
                      {
                        code: 'C93',
                        label: t('reports.medallists'),
                        to: paths.discipline(code, 'medals/winners'),
                      },
                    ]
                  : []),
              ];
              return (
                <li
                  key={e.code}
                  className="flex flex-col gap-2 border-b border-border px-4 py-3 last:border-b-0 sm:flex-row sm:items-center"
                  data-testid="report-event"
                >
                  <span className="flex min-w-0 flex-1 items-center gap-3">
                    <Icon name="file-text" size={18} className="shrink-0 text-brand" />
                    <span className="font-medium">{eventLabel(e, t)}</span>
                  </span>
                  <span className="flex flex-wrap gap-2 pl-8 sm:pl-0">
                    {links.map((l) => (
                      <Link
                        key={l.code}
                        to={l.to}
                        title={t('reports.code', { code: l.code })}
                        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2"
                      >
                        {l.label}
                      </Link>
                    ))}
                  </span>
                </li>
              );
            })}
          </ul>
        )
      }
    </QueryView>
  );
}
