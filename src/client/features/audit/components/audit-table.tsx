import { useTranslation } from 'react-i18next';
import type { AuditList } from '../api/get-audit';
import { Table, Td, Th } from '../../../ui/table';
import { EmptyState } from '../../../ui/states';

const compact = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Who changed what, when, with the state before and after. */
export function AuditTable({ entries }: { entries: AuditList['entries'] }) {
  const { t, i18n } = useTranslation('admin');
  if (entries.length === 0) return <EmptyState title={t('audit.empty')} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Table caption={t('audit.title')} data-testid="audit-table">
      <thead>
        <tr>
          <Th>{t('audit.at')}</Th>
          <Th>{t('audit.who')}</Th>
          <Th>{t('audit.action')}</Th>
          <Th>{t('audit.target')}</Th>
          <Th>{t('audit.before')}</Th>
          <Th>{t('audit.after')}</Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <Td className="whitespace-nowrap">{when.format(new Date(e.at))}</Td>
            <Td>{e.username}</Td>
            <Td>{t(`actions.${e.action}`, { defaultValue: e.action })}</Td>
            <Td className="font-mono text-xs">{e.target}</Td>
            <Td className="max-w-64 truncate font-mono text-xs" title={compact(e.before)}>
              {compact(e.before)}
            </Td>
            <Td className="max-w-64 truncate font-mono text-xs" title={compact(e.after)}>
              {compact(e.after)}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
