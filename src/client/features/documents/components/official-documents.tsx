import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../ui/query-view';
import { SkeletonList } from '../../../ui/skeleton';
import { useDocuments } from '../api/get-documents';
import { useTimes } from '../../../lib/use-times';
import { formatDate } from '../../../lib/time';

// The document rows (viewer, download, their icons) load with the first list that has any: the
// sports' chunk this component travels in is part of the schedule's first visit, which draws none.
const DocumentFile = lazy(() => import('../../files').then((m) => ({ default: m.DocumentFile })));

/**
 * The official PDFs the results system published (ODF DT_PDF) about a sport, an event or
 * a unit: the documents of record, beside the reports this app draws from the same data.
 * They appear (and change) live, as the feed delivers them.
 */
export function OfficialDocuments({ code }: { code: string }) {
  const { t } = useTranslation('schedule');
  const query = useDocuments(code);
  const { zone, locale } = useTimes();
  // In the zone the reader chose for the schedule (games' or own), like every other time.
  const published = (at: string) =>
    formatDate(at, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  return (
    <section aria-labelledby={`documents-${code}`} className="space-y-2" data-testid="official-documents">
      <h2 id={`documents-${code}`} className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t('reports.official')}
      </h2>
      <QueryView query={query} skeleton={<SkeletonList rows={2} />} errorMessage={t('reports.officialError')}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border px-4 py-3 text-sm text-muted">
              {t('reports.noOfficial')}
            </p>
          ) : (
            <Suspense fallback={<SkeletonList rows={Math.min(data.items.length, 3)} />}>
              <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
                {data.items.map((d) => (
                  <li key={d.id} data-testid="official-document">
                    <DocumentFile
                      file={{ url: d.url, file_name: `${d.document_code}_${d.report_type}.pdf` }}
                      title={d.title}
                      meta={`${t('reports.code', { code: d.report_type })} · ${published(d.published_at)}`}
                    />
                  </li>
                ))}
              </ul>
            </Suspense>
          )
        }
      </QueryView>
    </section>
  );
}
