import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeskUnit } from '../../../../shared/contracts/desk';
import { RESULT_STATUSES, SCHEDULE_STATUSES } from '../../../../shared/domain/statuses';
import { useDeskUnit } from '../api/get-desk-unit';
import { useUpdateUnitStatus } from '../api/update-unit-status';
import { useUpdateResults } from '../api/update-results';
import { useUpdateStartList } from '../api/update-start-list';
import { useConfirmMedals } from '../api/confirm-medals';
import { useAudit, AuditTable } from '../../audit';
import { UnitFreshness } from '../../live';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { ErrorState } from '../../../ui/states';
import { Spinner } from '../../../ui/spinner';
import { DeskFeedback as Feedback, deskInput as input, deskLinkClass } from '../components/desk-feedback';
import { ResultsForm } from '../components/results-form';
import { ScheduleForm } from '../components/schedule-form';
import { useMoveUnit } from '../api/move-unit';

/** One unit on the results desk: statuses, results, start list, medals, its audit. */
export default function DeskUnitPage() {
  const { t } = useTranslation('admin');
  const code = (useParams().unit ?? '').toUpperCase();
  const { data, error, isPending, refetch } = useDeskUnit(code);
  // The mutations live here: the forms below remount on a new version, their feedback stays.
  const status = useUpdateUnitStatus(code);
  const results = useUpdateResults(code);
  const startList = useUpdateStartList(code);
  const move = useMoveUnit(code);
  if (isPending) return <Spinner />;
  if (error) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={`${data.unit.event_name} · ${data.unit.name}`}
        subtitle={data.unit.code}
        action={
          <div className="flex flex-wrap gap-x-4">
            <Link className={deskLinkClass} to="/admin/desk">
              {t('desk.back')}
            </Link>
            <Link className={deskLinkClass} to={`/admin/desk/event/${data.unit.event_code}`}>
              {t('corrections.open')}
            </Link>
          </div>
        }
      />
      <UnitFreshness unit={data.unit} />
      {/* Keyed by the unit's version: a change (here or live from elsewhere) resets the forms. */}
      <StatusForm key={`s${data.unit.version}`} unit={data} save={status} />
      <ResultsForm key={`r${data.unit.version}`} unit={data} save={results} />
      <StartListForm key={`l${data.unit.version}`} unit={data} save={startList} />
      <ScheduleForm key={`m${data.unit.version}`} unit={data} move={move} />
      <MedalsPanel unit={data} />
      <UnitAudit code={code} />
    </div>
  );
}

function StatusForm({ unit, save }: { unit: DeskUnit; save: ReturnType<typeof useUpdateUnitStatus> }) {
  const { t } = useTranslation('admin');
  const { t: tl } = useTranslation('live');
  const [schedule, setSchedule] = useState(unit.unit.schedule_status);
  const [result, setResult] = useState(unit.unit.result_status);
  const [note, setNote] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate({ schedule_status: schedule, result_status: result, ...(note ? { note } : {}) });
  }
  return (
    <Card className="p-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit} aria-label={t('desk.statuses')}>
        <label className="flex flex-col gap-1 text-sm">
          {t('desk.scheduleStatus')}
          <select className={input} value={schedule} onChange={(e) => setSchedule(e.target.value as never)}>
            {SCHEDULE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tl(`scheduleStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('desk.resultStatus')}
          <select className={input} value={result} onChange={(e) => setResult(e.target.value as never)}>
            {RESULT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tl(`resultStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
          {t('desk.note')}
          <input className={input} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </label>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('desk.saveStatus')}
        </Button>
        <Feedback error={save.error} done={save.isSuccess} />
      </form>
    </Card>
  );
}

function StartListForm({ unit, save }: { unit: DeskUnit; save: ReturnType<typeof useUpdateStartList> }) {
  const { t } = useTranslation('admin');
  const toText = () => unit.start_list.map((s) => `${s.competitor_type} ${s.competitor_code}`).join('\n');
  const [text, setText] = useState(toText);
  function submit(e: FormEvent) {
    e.preventDefault();
    const entries = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line, i) => {
        const [a, b] = line.split(/\s+/);
        const team = a === 'T' && b;
        return {
          competitor_type: team ? ('T' as const) : ('A' as const),
          competitor_code: (b && (a === 'A' || a === 'T') ? b : a)!,
          start_order: i + 1,
        };
      });
    save.mutate({ entries });
  }
  return (
    <Card className="p-4">
      <h2 className="mb-1 text-lg font-bold">{t('desk.startList')}</h2>
      <p className="mb-3 text-sm text-muted">{t('desk.startListHint')}</p>
      {unit.start_list.length > 0 && (
        // The list as it stands, by name: the box below is typed in codes.
        <ol className="mb-3 flex flex-col gap-0.5 text-sm" data-testid="desk-start-list">
          {unit.start_list.map((s) => (
            <li key={`${s.start_order}-${s.competitor_code}`}>
              <span className="text-muted tabular-nums">{s.start_order}.</span> {s.name || s.competitor_code}{' '}
              <span className="font-mono text-xs text-muted">
                {s.name && `${s.competitor_code} · `}
                {s.delegation}
              </span>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} aria-label={t('desk.startList')} className="flex flex-col gap-3">
        <textarea
          className="min-h-32 rounded-lg border border-border bg-surface p-2 font-mono text-sm"
          aria-label={t('desk.startList')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex items-center gap-3">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('desk.saveStartList')}
          </Button>
          <Feedback error={save.error} done={save.isSuccess} />
        </div>
      </form>
    </Card>
  );
}

function MedalsPanel({ unit }: { unit: DeskUnit }) {
  const { t } = useTranslation('admin');
  const confirm = useConfirmMedals();
  const medals = confirm.data?.medals ?? unit.medals;
  // Medallists by name: they are among the unit's results (or its start list), which carry names.
  const nameOf = new Map(
    [...unit.start_list, ...unit.results].filter((r) => r.name).map((r) => [r.competitor_code, r.name]),
  );
  return (
    <Card className="p-4">
      <h2 className="mb-1 text-lg font-bold">{t('desk.medals')}</h2>
      <p className="mb-3 text-sm text-muted">{t('desk.medalsHint')}</p>
      {medals.length === 0 ? (
        <p className="text-sm text-muted">{t('desk.noMedals')}</p>
      ) : (
        <ul className="mb-3 flex flex-col gap-1 text-sm">
          {medals.map((m) => (
            <li key={`${m.medal}-${m.competitor_code}`} data-testid="desk-medal">
              <span className="font-semibold">{t(`medal.${m.medal}`)}</span>{' '}
              {nameOf.get(m.competitor_code) ?? m.competitor_code}{' '}
              <span className="font-mono text-xs text-muted">
                {nameOf.has(m.competitor_code) && `${m.competitor_code} · `}
                {m.delegation}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(unit.unit.event_code)}
        >
          {t('desk.confirmMedals')}
        </Button>
        {confirm.isSuccess && (
          <p role="status" className="text-sm text-success">
            {confirm.data.changed ? t('desk.medalsChanged') : t('desk.medalsConfirmed')}
          </p>
        )}
        {confirm.error && (
          <p role="alert" className="text-sm text-danger">
            {confirm.error.message}
          </p>
        )}
      </div>
    </Card>
  );
}

function UnitAudit({ code }: { code: string }) {
  const { t } = useTranslation('admin');
  const audit = useAudit(code);
  return (
    <section>
      <h2 className="mb-3 text-lg font-bold">{t('audit.title')}</h2>
      {audit.data ? <AuditTable entries={audit.data.entries} /> : <Spinner />}
    </section>
  );
}
