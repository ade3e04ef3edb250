import { useTranslation } from 'react-i18next';
import type { StartListEntry } from '../api/get-unit';
import { Table, Td, Th } from '../../../ui/table';
import { CompetitorName } from '../../../ui/competitor';

export function StartListTable({ entries }: { entries: StartListEntry[] }) {
  const { t } = useTranslation('schedule');
  const bibs = entries.some((e) => e.bib);
  return (
    <Table caption={t('unit.tabs.startlist')} data-testid="start-list">
      <thead>
        <tr>
          <Th className="w-14 text-right">{t('col.order')}</Th>
          {bibs && <Th className="w-20">{t('col.bib')}</Th>}
          <Th>{t('col.name')}</Th>
          <Th>{t('col.delegation')}</Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.code} data-testid="start-row">
            <Td className="text-right font-semibold tabular-nums">{e.start_order}</Td>
            {bibs && <Td className="font-mono text-xs text-muted">{e.bib ?? ''}</Td>}
            <Td>
              <CompetitorName competitor={e} />
            </Td>
            <Td className="text-muted">{e.delegation}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
