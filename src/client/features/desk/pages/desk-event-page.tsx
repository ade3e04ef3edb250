import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEventBracket, useEventStandings } from '../api/event-corrections';
import { useDisciplineRecords } from '../../records';
import { BracketCorrections, StandingsCorrections } from '../components/draw-corrections';
import { RecordCorrections } from '../components/record-corrections';
import { deskLinkClass } from '../components/desk-feedback';
import { PageHeader } from '../../../ui/page-header';
import { ErrorState } from '../../../ui/states';
import { Spinner } from '../../../ui/spinner';

/** An event on the results desk: its bracket's winners, its pool tables and its records, to correct. */
export default function DeskEventPage() {
  const { t } = useTranslation('admin');
  const code = (useParams().event ?? '').toUpperCase();
  const bracket = useEventBracket(code);
  const standings = useEventStandings(code);
  // An event code starts with its discipline's; an event code too short to name one asks nothing.
  const discipline = code.slice(0, 3);
  const records = useDisciplineRecords(/^[A-Z]{3}$/.test(discipline) ? discipline : undefined);
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
            <Link className={deskLinkClass} to="/admin/desk">
              {t('desk.back')}
            </Link>
            <Link className={deskLinkClass} to="/admin/audit">
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
