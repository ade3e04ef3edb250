import { useTranslation } from 'react-i18next';
import { useAudit } from '../api/get-audit';
import { useIngestLog } from '../../ingest';
import { AuditTable } from '../components/audit-table';
import { PageHeader } from '../../../ui/page-header';
import { Table, Td, Th } from '../../../ui/table';
import { ErrorState } from '../../../ui/states';
import { Spinner } from '../../../ui/spinner';

/** Every desk change and every ODF message received. */
export default function AuditPage() {
  const { t, i18n } = useTranslation('admin');
  const audit = useAudit();
  const log = useIngestLog();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <section>
        <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
        {audit.isPending ? (
          <Spinner />
        ) : audit.error ? (
          <ErrorState message={audit.error.message} />
        ) : (
          <AuditTable entries={audit.data.entries} />
        )}
      </section>
      <section>
        <h2 className="mb-3 text-lg font-bold">{t('ingest.title')}</h2>
        {log.isPending ? (
          <Spinner />
        ) : log.error ? (
          <ErrorState message={log.error.message} />
        ) : (
          <Table caption={t('ingest.title')}>
            <thead>
              <tr>
                <Th>{t('audit.at')}</Th>
                <Th>{t('ingest.type')}</Th>
                <Th>{t('ingest.code')}</Th>
                <Th>{t('ingest.version')}</Th>
                <Th>{t('ingest.outcome')}</Th>
                <Th>{t('ingest.details')}</Th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((e) => {
                const mismatches = (e.report as { mismatches?: unknown[] } | null)?.mismatches;
                return (
                  <tr key={e.id}>
                    <Td className="whitespace-nowrap">{when.format(new Date(e.received_at))}</Td>
                    <Td>{e.document_type ?? '—'}</Td>
                    <Td className="font-mono text-xs">{e.document_code ?? '—'}</Td>
                    <Td>{e.version ?? '—'}</Td>
                    <Td>{t(`ingest.outcomes.${e.outcome}`, { defaultValue: e.outcome })}</Td>
                    <Td className="text-xs">
                      {e.reason}
                      {mismatches?.length ? (
                        <span className="font-semibold text-danger">
                          {t('ingest.mismatches', { count: mismatches.length })}
                        </span>
                      ) : null}
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </section>
    </div>
  );
}
