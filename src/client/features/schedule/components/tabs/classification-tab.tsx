import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassification } from '../../../results';
import { EmptyState } from '../../../../ui/states';
import { StatusChip } from '../../../../ui/status-chip';
import { Table, Td, Th } from '../../../../ui/table';
import { DelegationFlag } from '../../../../ui/delegation-flag';
import { ChosenEventView } from '../event-picker';
import { MedalIcon } from '../../../../ui/medal-unit-mark';
import { QueryView } from '../../../../ui/query-view';

// An event's pool tables and bracket: their own chunk, loaded when a classification is shown.
const EventDraw = lazy(() => import('../../../brackets').then((m) => ({ default: m.EventDraw })));

/** /schedule/classification: an event's final (or provisional) ranking. */
export function ClassificationTab({ fixedDiscipline }: { fixedDiscipline?: string }) {
  return (
    <ChosenEventView fixedDiscipline={fixedDiscipline}>
      {(chosen) => <ClassificationTable event={chosen.event} />}
    </ChosenEventView>
  );
}

export function ClassificationTable({ event }: { event: string }) {
  const { t } = useTranslation('schedule');
  const query = useClassification(event);
  return (
    <QueryView query={query}>
      {(data) => (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-[length:var(--text-h3)] font-bold">{data.event.name}</h2>
            <StatusChip
              label={t(`classification.${data.status}`)}
              tone={
                data.status === 'final' ? 'success' : data.status === 'in_progress' ? 'warning' : 'neutral'
              }
            />
          </div>
          <Suspense>
            <EventDraw event={event} />
          </Suspense>
          {data.rows.length === 0 ? (
            <EmptyState title={t('classification.empty')} />
          ) : (
            <Table caption={t('classification.final')} data-testid="classification">
              <thead>
                <tr>
                  <Th className="w-12 text-right">{t('col.rank')}</Th>
                  <Th>{t('col.name')}</Th>
                  <Th>{t('col.phase')}</Th>
                  <Th className="text-right">{t('col.result')}</Th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.competitor.code} data-testid="classification-row">
                    <Td className="text-right font-semibold tabular-nums">
                      <span className="inline-flex items-center justify-end gap-1.5">
                        {r.medal && <MedalIcon medal={r.medal} />}
                        {r.rank ?? ''}
                      </span>
                    </Td>
                    <Td>
                      <span className="flex items-center gap-2">
                        <DelegationFlag code={r.competitor.delegation} />
                        <span className="font-medium">{r.competitor.name}</span>
                        <span className="text-xs text-muted">{r.competitor.delegation}</span>
                      </span>
                    </Td>
                    <Td className="text-muted">{r.phase_name}</Td>
                    <Td className="text-right font-semibold tabular-nums">{r.irm ?? r.result ?? ''}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
      )}
    </QueryView>
  );
}
