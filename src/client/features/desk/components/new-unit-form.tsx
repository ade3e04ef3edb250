import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCreateUnit, type CreateUnit } from '../api/create-unit';
import { Card } from '../../../ui/card';
import { deskInput as input, ProblemList, SaveRow } from './desk-feedback';

const FIELDS = [
  'event',
  'phase',
  'phase_name',
  'unit',
  'name',
  'date',
  'start',
  'end',
  'venue',
  'location',
] as const;
type Field = (typeof FIELDS)[number];

/** Adds a unit to the schedule: its codes, day, times in games time and place. */
export function NewUnitForm() {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>,
  );
  const [medal, setMedal] = useState(false);
  const create = useCreateUnit();
  const type = (f: Field) => (f === 'date' ? 'date' : f === 'start' || f === 'end' ? 'time' : 'text');
  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate({ ...values, medal } as CreateUnit);
  }
  const answer = create.data;
  return (
    <Card className="mb-4 p-4">
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('newUnit.title')}</summary>
        <form
          onSubmit={submit}
          aria-label={t('newUnit.title')}
          className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5"
        >
          {FIELDS.map((f) => (
            <label key={f} className="flex flex-col gap-1 text-sm">
              {t(`newUnit.${f}`)}
              <input
                className={input}
                type={type(f)}
                required={f !== 'location'}
                value={values[f]}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
              />
            </label>
          ))}
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={medal} onChange={(e) => setMedal(e.target.checked)} />
            {t('newUnit.medal')}
          </label>
          <SaveRow label={t('newUnit.save')} pending={create.isPending} error={create.error}>
            {answer?.applied && (
              <p role="status" className="text-sm text-success">
                {t('schedule.published')}{' '}
                <Link className="text-brand hover:underline" to={`/admin/desk/${answer.unit_code}`}>
                  {answer.unit_code}
                </Link>
                {answer.clashes.length > 0 && ` · ${t('schedule.clashes', { count: answer.clashes.length })}`}
              </p>
            )}
          </SaveRow>
        </form>
        {answer && !answer.applied && (
          <ProblemList problems={answer.problems} fieldLabel={(column) => t(`newUnit.${column as Field}`)} />
        )}
      </details>
    </Card>
  );
}
