import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordMark } from '../../results';
import { usePaths } from '../../../lib/paths';
import { useAthleteRecords } from '../api/records';

/**
 * An athlete's records on their profile: those they hold (or held) and the record marks on
 * their results (WR, GR, NR, PB...). Nothing when there are none.
 */
export default function AthleteRecords({ id }: { id: number }) {
  const { t } = useTranslation('records');
  const paths = usePaths();
  const { data } = useAthleteRecords(id);
  if (!data || (data.records.length === 0 && data.marks.length === 0)) return null;
  return (
    <section className="rounded-2xl border border-border bg-surface" data-testid="profile-records">
      <h2 className="border-b border-border px-4 py-3 text-[length:var(--text-lead)] font-semibold">
        {t('title')}
      </h2>
      <ul className="divide-y divide-border">
        {data.records.map((r) => (
          <li key={`r${r.id}`} className="flex flex-wrap items-center gap-2 px-4 py-2.5">
            <RecordMark code={r.type} equalled={r.equalled} />
            <span className="font-bold tabular-nums">{r.mark}</span>
            <span className="min-w-0 flex-1 text-sm">{r.event_name}</span>
            <span className="text-xs text-muted">{r.current ? t('holds') : t('held')}</span>
          </li>
        ))}
        {data.marks
          .filter((m) => !data.records.some((r) => r.unit_code === m.unit_code && r.type === m.code))
          .map((m) => (
            <li key={`m${m.unit_code}${m.code}`} className="flex flex-wrap items-center gap-2 px-4 py-2.5">
              <RecordMark code={m.code} equalled={m.equalled} />
              <span className="font-bold tabular-nums">{m.result}</span>
              <span className="min-w-0 flex-1 text-sm">{m.event_name}</span>
            </li>
          ))}
      </ul>
      <Link
        to={paths.localize('/records')}
        className="flex min-h-11 items-center border-t border-border px-4 text-sm font-semibold text-brand"
      >
        {t('all')}
      </Link>
    </section>
  );
}
