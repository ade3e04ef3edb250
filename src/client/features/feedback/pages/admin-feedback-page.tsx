import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Icon } from '../../../ui/icon';
import { SENTIMENTS, type Sentiment } from '../../../../shared/contracts/feedback';
import { buttonClass } from '../../../ui/button';
import { ErrorView } from '../../../ui/error-view';
import { PageHeader } from '../../../ui/page-header';
import { Pager } from '../../../ui/pager';
import { Spinner } from '../../../ui/spinner';
import { EmptyState, ErrorState } from '../../../ui/states';
import { Table, Td, Th } from '../../../ui/table';
import { cn } from '../../../ui/cn';
import { FEEDBACK_CSV_URL, useAdminFeedback } from '../api/get-admin-feedback';
import { SENTIMENT_ICONS } from '../sentiments';

const PAGE_SIZE = 25;

/** /admin/feedback: what visitors said, the count of each sentiment, and the CSV export (admins only). */
export default function AdminFeedbackPage() {
  const { t, i18n } = useTranslation('feedback');
  const [page, setPage] = useState(1);
  const [sentiment, setSentiment] = useState<Sentiment | undefined>();
  const list = useAdminFeedback({ page, pageSize: PAGE_SIZE, sentiment });
  const status = (list.error as { status?: number } | null)?.status;
  if (status === 401 || status === 403)
    return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const n = new Intl.NumberFormat(i18n.language);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const choose = (s: Sentiment | undefined) => {
    setSentiment(s);
    setPage(1);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title={t('admin.title')}
        subtitle={t('admin.subtitle')}
        action={
          <a href={FEEDBACK_CSV_URL} download="feedback.csv" className={buttonClass('secondary', 'sm')}>
            <Download size={16} aria-hidden />
            {t('admin.export')}
          </a>
        }
      />
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div role="group" aria-label={t('admin.counts')} className="grid grid-cols-3 gap-3">
            {SENTIMENTS.map((s) => {
              const chosen = sentiment === s;
              return (
                <button
                  key={s}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => choose(chosen ? undefined : s)}
                  className={cn(
                    'flex min-h-11 flex-col items-start gap-1 rounded-xl border p-3 text-left',
                    chosen ? 'border-brand bg-brand/10' : 'border-border bg-surface hover:bg-surface-2',
                  )}
                >
                  <span className="flex items-center gap-1.5 text-sm text-muted">
                    <Icon name={SENTIMENT_ICONS[s]} size={16} />
                    {t(`sentiments.${s}`)}
                  </span>
                  <span className="text-2xl font-bold tabular-nums" data-testid={`count-${s}`}>
                    {n.format(list.data.counts[s])}
                  </span>
                </button>
              );
            })}
          </div>
          {list.data.items.length === 0 ? (
            <EmptyState title={t('admin.empty')} />
          ) : (
            <>
              {/* A phone gets one card per suggestion; a wider screen, the table. */}
              <ul className="flex flex-col gap-3 sm:hidden" aria-label={t('admin.title')}>
                {list.data.items.map((item) => {
                  return (
                    <li key={item.id} className="rounded-xl border border-border bg-surface p-3">
                      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
                        <Icon name={SENTIMENT_ICONS[item.sentiment]} size={16} />
                        <span className="font-semibold text-fg">{t(`sentiments.${item.sentiment}`)}</span>
                        <span>{item.username ?? '—'}</span>
                        <span>{when.format(new Date(item.created_at))}</span>
                      </p>
                      <p className="mt-1.5 whitespace-pre-wrap break-words">{item.suggestion}</p>
                    </li>
                  );
                })}
              </ul>
              <div className="hidden sm:block">
                <Table caption={t('admin.title')}>
                  <thead>
                    <tr>
                      <Th>{t('admin.when')}</Th>
                      <Th>{t('admin.user')}</Th>
                      <Th>{t('admin.sentiment')}</Th>
                      <Th>{t('admin.suggestion')}</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.items.map((item) => (
                      <tr key={item.id}>
                        <Td className="whitespace-nowrap">{when.format(new Date(item.created_at))}</Td>
                        <Td>{item.username ?? '—'}</Td>
                        <Td>{t(`sentiments.${item.sentiment}`)}</Td>
                        <Td className="min-w-[16rem] whitespace-pre-wrap break-words">{item.suggestion}</Td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            </>
          )}
          <Pager
            page={page}
            pages={pages}
            onPage={setPage}
            texts={{
              nav: t('admin.pages'),
              previous: t('admin.previous'),
              next: t('admin.next'),
              pageOf: t('admin.pageOf', { page, pages }),
            }}
          />
        </>
      )}
    </div>
  );
}
