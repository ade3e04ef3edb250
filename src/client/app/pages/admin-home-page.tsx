import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  BarChart3,
  ClipboardList,
  FileSpreadsheet,
  FileText,
  History,
  MapPin,
  MessageSquare,
  Wrench,
} from 'lucide-react';
import { useServerOverview } from '../../features/access-log';
import { ErrorView } from '../../ui/error-view';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { ErrorState } from '../../ui/states';

/**
 * Every organisers' tool, each with one line on what it is for. Accounts are made on the
 * server (npm run user:create): there is no users screen to list.
 */
const TOOLS = [
  { to: '/admin/content', key: 'content', icon: FileText },
  { to: '/admin/venues', key: 'venues', icon: MapPin },
  { to: '/admin/import', key: 'import', icon: FileSpreadsheet },
  { to: '/admin/desk', key: 'desk', icon: ClipboardList },
  { to: '/admin/audit', key: 'audit', icon: History },
  { to: '/access-log', key: 'accessLog', icon: BarChart3 },
  { to: '/admin/redirects', key: 'redirects', icon: ArrowRight },
  { to: '/admin/feedback', key: 'feedback', icon: MessageSquare },
  { to: '/more-dev', key: 'moreDev', icon: Wrench },
] as const;

/** /admin: one place for the organisers, with the live health of the servers and the results feed. */
export default function AdminHomePage() {
  const { t, i18n } = useTranslation('admin');
  const overview = useServerOverview();
  const status = (overview.error as { status?: number } | null)?.status;
  if (status === 401 || status === 403)
    return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('home.title')} subtitle={t('home.subtitle')} />
      <nav aria-label={t('home.tools')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-16 items-center gap-3 rounded-xl border border-border bg-surface p-4 hover:bg-surface-2"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand/10 text-brand-ink">
                  <Icon size={20} aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold">{t(`home.links.${key}`)}</span>
                  <span className="block text-sm text-muted">{t(`home.hints.${key}`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="health" className="rounded-xl border border-border bg-surface p-4">
        <h2 id="health" className="mb-3 text-lg font-bold">
          {t('home.health')}
        </h2>
        {overview.isPending ? (
          <Spinner />
        ) : overview.error ? (
          <ErrorState onRetry={() => void overview.refetch()} />
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-3 gap-3">
              {(
                [
                  ['instances', number.format(overview.data.instances.length)],
                  ['liveClients', number.format(overview.data.live_clients)],
                  [
                    'ingestLag',
                    // No message yet: the list below says so.
                    overview.data.ingest.lag_s === null
                      ? '—'
                      : t('home.seconds', { count: overview.data.ingest.lag_s }),
                  ],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-lg bg-surface-2 p-3">
                  <dt className="text-xs text-muted sm:text-sm">{t(`home.${key}`)}</dt>
                  <dd data-testid={`health-${key}`} className="text-xl font-bold tabular-nums">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <div>
              <h3 className="mb-2 font-semibold">{t('home.lastByType')}</h3>
              {overview.data.ingest.last_by_type.length === 0 ? (
                <p className="text-sm text-muted">{t('home.noMessages')}</p>
              ) : (
                <ul className="divide-y divide-border text-sm">
                  {overview.data.ingest.last_by_type.map((m) => (
                    <li key={m.document_type} className="flex flex-wrap justify-between gap-2 py-1.5">
                      <span className="font-mono text-xs">{m.document_type}</span>
                      <span className="text-muted">
                        {when.format(new Date(m.received_at))} ·{' '}
                        {t(`ingest.outcomes.${m.outcome}`, { defaultValue: m.outcome })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
