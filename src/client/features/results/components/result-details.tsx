import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../api/get-unit';
import { formatDuration } from '../../../lib/time';
import { splitLegs } from '../lib/result-gap';
import type { Column } from './result-columns';
import { TeamMembersList } from './team-members';

/**
 * What a phone's row keeps behind a tap: the full name, splits with each leg's own time
 * (a relay's legs, a triathlon's swim, transitions, bike and run) and every other column
 * of the sport, a team's members (a relay's runners in running order), so nothing needs
 * a sideways scroll to be read.
 */
export function ResultDetails({ row, columns }: { row: ResultRow; columns: Column[] }) {
  const { t } = useTranslation('schedule');
  const legs = splitLegs(row.extras?.splits ?? []);
  const others = columns.filter((c) => c.phone !== 'row' && c.key !== 'splits' && c.has(row));
  return (
    <div className="space-y-3 text-sm" data-testid="result-details">
      <p className="font-medium">
        {row.competitor.name} <span className="text-muted">· {row.competitor.delegation}</span>
      </p>
      {row.members && row.members.length > 0 && <TeamMembersList members={row.members} />}
      {legs.length > 0 && (
        <table className="w-full max-w-sm tabular-nums" data-testid="result-splits">
          <caption className="pb-1 text-left text-xs font-semibold uppercase tracking-wide text-muted">
            {t('col.splits')}
          </caption>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="py-1 pr-3 text-left font-semibold">
                <span className="sr-only">{t('resultsTable.mark')}</span>
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                {t('resultsTable.total')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('resultsTable.leg')}
              </th>
            </tr>
          </thead>
          <tbody>
            {legs.map((l) => (
              <tr key={l.distance} className="border-t border-border">
                <th scope="row" className="py-1 pr-3 text-left font-medium">
                  {l.distance}
                </th>
                <td className="py-1 pr-3 text-right">{formatDuration(l.timeMs)}</td>
                <td className="py-1 text-right text-muted">
                  {l.legMs === null ? '' : formatDuration(l.legMs)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {others.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1.5 tabular-nums">
          {others.map((c) => (
            <div key={c.key} className="contents">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{c.label}</dt>
              <dd>{c.render(row)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
