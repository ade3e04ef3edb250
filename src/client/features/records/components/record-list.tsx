import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { RecordMark } from '../../results';
import { useLocalizedPath } from '../../../lib/localized-link';
import type { RecordWithPrevious } from '../api/records';

type Row = Omit<RecordWithPrevious, 'previous'>;

function Holder({ r }: { r: Row }) {
  const localize = useLocalizedPath();
  const name = r.holder.athlete_id ? (
    <Link
      to={localize(`/participants/profile/${r.holder.athlete_id}`)}
      className="font-semibold underline-offset-2 hover:underline"
    >
      {r.holder.name}
    </Link>
  ) : (
    <span className="font-semibold">{r.holder.name}</span>
  );
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      {r.holder.delegation && <DelegationFlag code={r.holder.delegation} />}
      {name}
      {r.holder.delegation && <span className="text-xs text-muted">{r.holder.delegation}</span>}
    </span>
  );
}

/** When and where, in the reader's language. */
function WhenWhere({ r }: { r: Row }) {
  const { i18n } = useTranslation();
  const date = r.set_on
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${r.set_on}T00:00:00Z`),
      )
    : null;
  return <span className="text-sm text-muted">{[date, r.place].filter(Boolean).join(' · ')}</span>;
}

/** One record as it stands, and the one it replaced when it fell. */
export function RecordItem({ r, showEvent = false }: { r: RecordWithPrevious; showEvent?: boolean }) {
  const { t } = useTranslation('records');
  return (
    <li className="px-4 py-3" data-testid="record-row" data-type={r.type}>
      {showEvent && <p className="mb-1 text-sm font-semibold text-muted">{r.event_name}</p>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RecordMark code={r.type} equalled={r.equalled} />
        {r.type === 'NR' && <span className="text-xs font-semibold text-muted">{r.scope}</span>}
        <span className="text-lg font-bold tabular-nums" data-testid="record-value">
          {r.mark}
        </span>
        <Holder r={r} />
        {r.unit_code && (
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-fg">
            {t('setHere')}
          </span>
        )}
      </div>
      <WhenWhere r={r} />
      {r.previous && (
        <p
          className="mt-1.5 flex flex-wrap items-center gap-x-2 border-l-2 border-border pl-2.5 text-sm"
          data-testid="record-previous"
        >
          <span className="text-muted">{t('previous')}</span>
          <span className="font-semibold tabular-nums line-through decoration-muted">{r.previous.mark}</span>
          <Holder r={r.previous} />
          <WhenWhere r={r.previous} />
        </p>
      )}
    </li>
  );
}
