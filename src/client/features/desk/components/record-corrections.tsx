import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCorrectRecord } from '../api/event-corrections';
import type { DisciplineRecords } from '../../records';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DeskFeedback, deskInput as input } from './desk-feedback';

type Rec = DisciplineRecords['records'][number];

/** The event's current records, each with its mark, holder, delegation, date and place to correct. */
export function RecordCorrections({ records }: { records: Rec[] }) {
  const { t } = useTranslation('admin');
  return (
    <Card className="p-4">
      <h2 className="mb-1 text-lg font-bold">{t('corrections.records')}</h2>
      <p className="mb-3 text-sm text-muted">{t('corrections.recordsHint')}</p>
      {records.length === 0 ? (
        <p className="text-sm text-muted">{t('corrections.noRecords')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {records.map((r) => (
            <RecordForm key={r.id} record={r} />
          ))}
        </div>
      )}
    </Card>
  );
}

const FIELDS = ['mark', 'holder', 'delegation', 'date', 'place', 'note'] as const;
type FieldName = (typeof FIELDS)[number];

function RecordForm({ record }: { record: Rec }) {
  const { t } = useTranslation('admin');
  const save = useCorrectRecord();
  const [v, setV] = useState<Record<FieldName, string>>({
    mark: record.mark,
    holder: record.holder.name,
    delegation: record.holder.delegation ?? '',
    date: record.set_on ?? '',
    place: record.place ?? '',
    note: '',
  });
  const title = `${record.type}${record.scope ? ` ${record.scope}` : ''}`;
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate({
      id: record.id,
      mark: v.mark,
      holder_name: v.holder,
      delegation_code: v.delegation.trim().toUpperCase() || null,
      set_on: v.date || null,
      place: v.place.trim() || null,
      note: v.note,
    });
  }
  return (
    <form
      onSubmit={submit}
      aria-label={t('corrections.recordOf', { type: title })}
      className="grid grid-cols-2 gap-3 border-t border-border pt-3 sm:grid-cols-3"
      data-testid="record-line"
      data-id={record.id}
    >
      <p className="col-span-2 text-sm font-semibold sm:col-span-3">{title}</p>
      {FIELDS.map((f) => (
        <label
          key={f}
          className={`flex min-w-0 flex-col gap-1 text-sm ${f === 'holder' || f === 'place' || f === 'note' ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          {t(`corrections.${f === 'mark' ? 'recordMark' : f}`)}
          <input
            className={`${input} w-full min-w-0${f === 'delegation' ? ' uppercase' : ''}`}
            type={f === 'date' ? 'date' : 'text'}
            maxLength={f === 'delegation' ? 3 : f === 'mark' ? 40 : f === 'note' ? 500 : 120}
            value={v[f]}
            onChange={(e) => setV((old) => ({ ...old, [f]: e.target.value }))}
          />
        </label>
      ))}
      <div className="col-span-2 flex flex-wrap items-center gap-3 sm:col-span-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('corrections.saveRecord')}
        </Button>
        <DeskFeedback error={save.error} done={save.isSuccess} />
      </div>
    </form>
  );
}
