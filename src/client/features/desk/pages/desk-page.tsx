import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDeskUnits } from '../api/get-desk-units';
import { UnitStatusBadges } from '../../live';
import { PageHeader } from '../../../ui/page-header';
import { Table, Td, Th } from '../../../ui/table';
import { EmptyState, ErrorState } from '../../../ui/states';
import { Spinner } from '../../../ui/spinner';
import { buttonClass } from '../../../ui/button';
import { NewUnitForm } from '../components/new-unit-form';

const input = 'h-10 rounded-xl border border-border bg-surface px-3 text-sm';

/** The results desk: pick a day and a sport, open a unit (the server checks the admin role). */
export default function DeskPage() {
  const { t, i18n } = useTranslation('admin');
  const [day, setDay] = useState('');
  const [discipline, setDiscipline] = useState('');
  const params = {
    day: day || undefined,
    discipline: /^[A-Za-z]{3}$/.test(discipline) ? discipline : undefined,
  };
  const { data, error, isPending, refetch } = useDeskUnits(params);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('desk.title')}
        subtitle={t('desk.subtitle')}
        action={
          <Link className={buttonClass('secondary', 'sm')} to="/admin/audit">
            {t('audit.title')}
          </Link>
        }
      />
      <NewUnitForm />
      <div className="mb-4 flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('desk.day')}
          <input className={input} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('desk.discipline')}
          <input
            className={`${input} w-24 uppercase`}
            maxLength={3}
            value={discipline}
            placeholder="SWM"
            onChange={(e) => setDiscipline(e.target.value.toUpperCase())}
          />
        </label>
      </div>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorState message={error.message} onRetry={() => void refetch()} />
      ) : data.units.length === 0 ? (
        <EmptyState />
      ) : (
        <Table caption={t('desk.title')}>
          <thead>
            <tr>
              <Th>{t('desk.start')}</Th>
              <Th>{t('desk.unit')}</Th>
              <Th>{t('desk.status')}</Th>
            </tr>
          </thead>
          <tbody>
            {data.units.map((u) => (
              <tr key={u.code}>
                <Td className="whitespace-nowrap">{time.format(new Date(u.start_at))}</Td>
                <Td>
                  <Link
                    className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
                    to={`/admin/desk/${u.code}`}
                  >
                    {u.event_name} · {u.name}
                  </Link>
                  <div className="font-mono text-xs text-muted">{u.code}</div>
                </Td>
                <Td>
                  <UnitStatusBadges scheduleStatus={u.schedule_status} resultStatus={u.result_status} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
