import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEventBracket, useEventRecords, useEventStandings } from '../api/event-corrections';
import { BracketCorrections, StandingsCorrections } from '../components/draw-corrections';
import { RecordCorrections } from '../components/record-corrections';
import { PageHeader } from '../../../ui/page-header';
import { ErrorState } from '../../../ui/states';
import { Spinner } from '../../../ui/spinner';

const link = 'inline-flex min-h-11 items-center text-sm text-brand hover:underline';

/** An event on the results desk: its bracket's winners, its pool tables and its records, to correct. */
export default function DeskEventPage() {
  const { t } = useTranslation('admin');
  const code = (useParams().event ?? '').toUpperCase();
  const bracket = useEventBracket(code);
  const standings = useEventStandings(code);
  const records = useEventRecords(code.slice(0, 3));
  const error = bracket.error ?? standings.error ?? records.error;
  if (error)
    return (
      <ErrorState
        message={error.message}
        onRetry={() => void Promise.all([bracket.refetch(), standings.refetch(), records.refetch()])}
      />
    );
  if (!bracket.data || !standings.data || !records.data) return <Spinner />;
  const own = records.data.records.filter((r) => r.event_code === code && r.current);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={t('corrections.title', { event: bracket.data.event.name })}
        subtitle={code}
        action={
          <div className="flex flex-wrap gap-x-4">
            <Link className={link} to="/admin/desk">
              {t('desk.back')}
            </Link>
            <Link className={link} to="/admin/audit">
              {t('audit.title')}
            </Link>
          </div>
        }
      />
      <StandingsCorrections code={code} standings={standings.data} />
      <BracketCorrections code={code} draw={bracket.data} />
      <RecordCorrections records={own} />
    </div>
  );
}
