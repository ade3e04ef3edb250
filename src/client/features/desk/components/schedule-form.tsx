import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeskUnit } from '../../../../shared/contracts/desk';
import type { useMoveUnit } from '../api/move-unit';
import { useCompetition } from '../../disciplines';
import { useTimes } from '../../../lib/use-times';
import { formatTime } from '../../../lib/time';
import { Card } from '../../../ui/card';
import { deskInput as input, ProblemList, SaveRow } from './desk-feedback';

/**
 * Moves a unit: its competition day, start and end in games time, location and name. A saved
 * change reaches readers through the live stream; overlaps with other units at the same place or
 * with the same athletes are listed as warnings.
 */
export function ScheduleForm({ unit, move }: { unit: DeskUnit; move: ReturnType<typeof useMoveUnit> }) {
  const { t } = useTranslation('admin');
  const { eventZone } = useTimes();
  const zone = useCompetition().data?.time_zone || eventZone;
  const u = unit.unit;
  const [date, setDate] = useState(u.logical_day);
  const [start, setStart] = useState(formatTime(u.start_at, zone, 'en-GB'));
  const [end, setEnd] = useState(formatTime(u.end_at, zone, 'en-GB'));
  const [location, setLocation] = useState(u.location);
  const [name, setName] = useState(u.name);
  function submit(e: FormEvent) {
    e.preventDefault();
    move.mutate({ date, start, end, location, name });
  }
  const answer = move.data;
  return (
    <Card className="p-4">
      <h2 className="mb-1 text-lg font-bold">{t('schedule.title')}</h2>
      <p className="mb-3 text-sm text-muted">{t('schedule.hint', { zone })}</p>
      <form
        onSubmit={submit}
        aria-label={t('schedule.title')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-5"
      >
        <label className="col-span-2 flex flex-col gap-1 text-sm sm:col-span-1">
          {t('schedule.day')}
          <input className={input} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('schedule.start')}
          <input className={input} type="time" value={start} onChange={(e) => setStart(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('schedule.end')}
          <input className={input} type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('schedule.location')}
          <input
            className={input}
            value={location}
            maxLength={40}
            onChange={(e) => setLocation(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('schedule.name')}
          <input className={input} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </label>
        <SaveRow label={t('schedule.save')} pending={move.isPending} error={move.error}>
          {answer?.applied && (
            <p role="status" className="text-sm text-success">
              {t('schedule.published')}
            </p>
          )}
        </SaveRow>
      </form>
      {answer && !answer.applied && <ProblemList problems={answer.problems} />}
      {answer?.applied && answer.clashes.length > 0 && (
        <div className="mt-3 rounded-xl bg-warning/10 p-3 text-sm" data-testid="clashes">
          <p className="font-semibold">{t('schedule.clashes', { count: answer.clashes.length })}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {answer.clashes.map((c) => (
              <li key={`${c.kind}:${c.unit_code}:${c.detail}`}>
                {t(`schedule.clash.${c.kind}`, { detail: c.detail })}{' '}
                <Link className="text-brand hover:underline" to={`/admin/desk/${c.unit_code}`}>
                  {c.unit_name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
