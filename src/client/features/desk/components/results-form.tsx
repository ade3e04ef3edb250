import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskUnit } from '../../../../shared/contracts/desk';
import type { ResultsChange, useUpdateResults } from '../api/update-results';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Table, Td, Th } from '../../../ui/table';
import { DeskFeedback as Feedback, deskInput as input } from './desk-feedback';

type Row = ResultsChange['rows'][number] & { name?: string };

/** A unit's results as an editable table: rank, order, result and IRM per competitor. */
export function ResultsForm({ unit, save }: { unit: DeskUnit; save: ReturnType<typeof useUpdateResults> }) {
  const { t } = useTranslation('admin');
  const fromUnit = (): Row[] =>
    (unit.results.length
      ? unit.results
      : unit.start_list.map((s, i) => ({ ...s, rank: null, sort_order: i + 1, result: null, irm: null }))
    ).map((r) => ({
      competitor_code: r.competitor_code,
      competitor_type: r.competitor_type,
      rank: r.rank,
      sort_order: r.sort_order,
      result: r.result,
      irm: r.irm,
      name: r.name,
    }));
  const [rows, setRows] = useState<Row[]>(fromUnit);
  const [note, setNote] = useState('');
  const edit = (i: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const num = (v: string) => (v.trim() === '' ? null : Number(v));
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate({
      rows: rows.map(({ name: _name, ...r }) => ({ ...r, result: r.result || null, irm: r.irm || null })),
      ...(note ? { note } : {}),
    });
  }
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-bold">{t('desk.results')}</h2>
      <form onSubmit={submit} aria-label={t('desk.results')} className="flex flex-col gap-3">
        <Table caption={t('desk.results')}>
          <thead>
            <tr>
              <Th>{t('desk.competitor')}</Th>
              <Th>{t('desk.rank')}</Th>
              <Th>{t('desk.order')}</Th>
              <Th>{t('desk.result')}</Th>
              <Th>{t('desk.irm')}</Th>
              <Th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.competitor_code}-${i}`}>
                <Td>
                  {r.name ? (
                    <span>
                      {r.name} <span className="font-mono text-xs text-muted">{r.competitor_code}</span>
                    </span>
                  ) : (
                    <input
                      className={`${input} w-28 font-mono`}
                      aria-label={t('desk.competitorCode')}
                      value={r.competitor_code}
                      onChange={(e) => edit(i, { competitor_code: e.target.value.trim() })}
                    />
                  )}
                </Td>
                <Td>
                  <input
                    className={`${input} w-16`}
                    inputMode="numeric"
                    aria-label={t('desk.rank')}
                    value={r.rank ?? ''}
                    onChange={(e) => edit(i, { rank: num(e.target.value) })}
                  />
                </Td>
                <Td>
                  <input
                    className={`${input} w-16`}
                    inputMode="numeric"
                    aria-label={t('desk.order')}
                    value={r.sort_order}
                    onChange={(e) => edit(i, { sort_order: num(e.target.value) ?? i + 1 })}
                  />
                </Td>
                <Td>
                  <input
                    className={`${input} w-28`}
                    aria-label={t('desk.result')}
                    value={r.result ?? ''}
                    onChange={(e) => edit(i, { result: e.target.value })}
                  />
                </Td>
                <Td>
                  <input
                    className={`${input} w-20 uppercase`}
                    aria-label={t('desk.irm')}
                    value={r.irm ?? ''}
                    onChange={(e) => edit(i, { irm: e.target.value.toUpperCase() })}
                  />
                </Td>
                <Td>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                  >
                    {t('desk.remove')}
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        <div className="flex flex-wrap items-end gap-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() =>
              setRows((rs) => [
                ...rs,
                {
                  competitor_code: '',
                  competitor_type: 'A',
                  rank: null,
                  sort_order: rs.length + 1,
                  result: null,
                  irm: null,
                },
              ])
            }
          >
            {t('desk.addRow')}
          </Button>
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
            {t('desk.correctionNote')}
            <input className={input} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </label>
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('desk.saveResults')}
          </Button>
        </div>
        <Feedback error={save.error} done={save.isSuccess} />
      </form>
    </Card>
  );
}
