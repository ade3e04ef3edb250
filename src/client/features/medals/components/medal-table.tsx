import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { useDelegationFlag } from '../../../ui/delegation-flag';
import { Flag } from '../../../ui/flag';
import { cn } from '../../../ui/cn';
import { useProgressiveRows } from '../../../ui/use-progressive-rows';
import { SM_SCREEN, useMediaQuery } from '../../../ui/use-media-query';
import { labelTemplate } from '../../../lib/label-cache';
import { useCountryName } from '../../../lib/use-country-name';
import type { MedalTableAnswer, MedalTableRow } from '../api/get-medal-table';
import { rankLabels } from '../lib/medal-tabs';
import { MedalIcon, MEDALS } from './medal-icon';

const num = 'w-9 px-0.5 text-center sm:w-16 sm:px-1';
/** Wide enough for its "TOTAL" heading once the page's table has fixed column widths. */
const totalColumn = 'w-14 px-0.5 text-center sm:w-20 sm:px-1';

/**
 * A large games' table (some 200 delegations) drawn at once was one long task on a cheap
 * phone. The page's table draws its first rows (all of a youth games') with the first
 * render and the others a few at a time right after, into a second body kept hidden until
 * the last step (useProgressiveRows). Compact tables (widgets) are short and draw at once.
 */
const FIRST_ROWS = 40;
const STEP_ROWS = 5;

/**
 * The medal table: rank, delegation, gold, silver, bronze and total, with a
 * totals row. Shared ranks read "=3". With rowHref each row opens that delegation's
 * medallists.
 */
export function MedalTable({
  data,
  rowHref,
  limit,
  compact = false,
  caption,
}: {
  data: MedalTableAnswer;
  rowHref?: (row: MedalTableRow) => string;
  limit?: number;
  compact?: boolean;
  caption?: string;
}) {
  const { t } = useTranslation('medals');
  // Ranked by medals, so the order stays; only the names read in the reader's language.
  const { name: countryName } = useCountryName();
  const flag = useDelegationFlag();
  const rows = limit ? data.rows.slice(0, limit) : data.rows;
  const first = compact ? rows.length : FIRST_ROWS;
  const { now, later, drawing, laterHidden } = useProgressiveRows(rows, {
    inSight: first,
    initial: first,
    step: STEP_ROWS,
  });
  const total = compact ? num : totalColumn;
  const labels = rankLabels(data.rows.map((r) => r.rank));
  const pad = compact ? 'py-2' : 'py-2.5 sm:py-3';
  const details = useMediaQuery(SM_SCREEN) !== false;
  // The same object while steps add rows: the rows already drawn are skipped.
  const look = useMemo<RowLook>(
    () => ({
      countryName,
      flag,
      rowHref,
      compact,
      details,
      pad,
      total,
      // Looked up once, filled per row: an i18next lookup per row was most of a row's cost.
      openLabel: labelTemplate(t, 'table.open', ['name']),
      sharedLabel: labelTemplate(t, 'table.shared', ['rank']),
    }),
    [t, countryName, flag, rowHref, compact, details, pad, total],
  );
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.04)]">
      <table
        className={cn('w-full border-collapse text-sm tabular-nums', !compact && 'table-fixed')}
        data-testid="medal-table"
        aria-busy={drawing || undefined}
      >
        <caption className="sr-only">{caption ?? t('table.caption')}</caption>
        <thead>
          <tr className="bg-surface-2 text-xs font-semibold uppercase tracking-wide text-muted">
            <th scope="col" className="w-10 py-2 pl-3 pr-1 text-left sm:w-14 sm:pl-4">
              <abbr title={t('table.rank')} className="no-underline">
                {t('table.rankShort')}
              </abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-left">
              {t('table.delegation')}
            </th>
            {MEDALS.map((m) => (
              <th key={m} scope="col" className={cn(num, 'py-2')}>
                <MedalIcon medal={m} className="mx-auto" />
              </th>
            ))}
            <th scope="col" className={cn(total, 'py-2 pr-3 sm:pr-4')}>
              {t('table.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {now.map((row, i) => (
            <MedalRow key={row.delegation} row={row} label={labels[i]!} look={look} first={i === 0} />
          ))}
        </tbody>
        {later.length > 0 && (
          <tbody hidden={laterHidden}>
            {later.map((row, i) => (
              <MedalRow key={row.delegation} row={row} label={labels[first + i]!} look={look} />
            ))}
          </tbody>
        )}
        {!limit && (
          <tfoot>
            <tr className="border-t-2 border-border bg-surface-2/60 font-bold" data-testid="medal-totals">
              <th scope="row" colSpan={2} className="py-2.5 pl-3 text-left sm:pl-4">
                {t('table.totals')}
              </th>
              {MEDALS.map((m) => (
                <td key={m} className={cn(num, 'py-2.5')} data-medal={m}>
                  {data.totals[m]}
                </td>
              ))}
              <td className={cn(total, 'py-2.5 pr-3 sm:pr-4')}>{data.totals.total}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** What every row shares: texts, flags, link and sizes. */
interface RowLook {
  openLabel: (values: { name: string }) => string;
  sharedLabel: (values: { rank: string }) => string;
  countryName: (code: string, feedName?: string) => string;
  flag: ReturnType<typeof useDelegationFlag>;
  rowHref?: (row: MedalTableRow) => string;
  compact: boolean;
  /** The delegation's code and the row's chevron: wider screens only. */
  details: boolean;
  pad: string;
  total: string;
}

const MedalRow = memo(function MedalRow({
  row,
  label,
  first = false,
  look: { openLabel, sharedLabel, countryName, flag, rowHref, compact, details, pad, total },
}: {
  row: MedalTableRow;
  label: string;
  /** The table's first row has no rule above it. */
  first?: boolean;
  look: RowLook;
}) {
  const shared = label.startsWith('=');
  const name = countryName(row.delegation, row.name);
  return (
    <tr
      data-testid="medal-row"
      data-delegation={row.delegation}
      className={cn(
        'relative border-border',
        !first && 'border-t',
        rowHref && 'transition-colors hover:bg-surface-2 focus-within:bg-surface-2',
      )}
    >
      <td className={cn(pad, 'pl-3 pr-1 font-semibold sm:pl-4')} data-testid="medal-rank">
        <span
          className={cn(shared && 'tracking-tight')}
          title={shared ? sharedLabel({ rank: String(row.rank) }) : undefined}
        >
          {label}
        </span>
      </td>
      <td className={cn(rowHref ? 'py-0.5' : pad, 'px-1.5 sm:px-2')}>
        <span className="flex min-w-0 items-center gap-2 sm:gap-2.5">
          <Flag
            {...flag(row.delegation, row.name)}
            size={compact ? 'sm' : 'md'}
            className={compact ? undefined : 'max-sm:h-4 max-sm:w-6 max-sm:text-[8px]'}
          />
          {rowHref ? (
            <Link
              to={rowHref(row)}
              // Stretched over the row: a click anywhere on it opens the delegation.
              className="flex min-h-11 min-w-11 flex-1 items-center font-medium leading-tight after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              aria-label={openLabel({ name })}
            >
              {name}
            </Link>
          ) : (
            <span className="min-w-0 font-medium leading-tight">{name}</span>
          )}
          {details && <span className="hidden text-xs text-muted sm:inline">{row.delegation}</span>}
        </span>
      </td>
      {MEDALS.map((m) => (
        <td key={m} className={cn(num, pad, row[m] === 0 && 'text-muted/60')} data-medal={m}>
          {row[m]}
        </td>
      ))}
      <td className={cn(total, pad, 'pr-3 font-bold sm:pr-4')} data-testid="medal-total">
        <span className="inline-flex items-center gap-0.5">
          {row.total}
          {rowHref && !compact && details && (
            <ChevronRight size={14} aria-hidden className="-mr-1 hidden text-muted sm:inline" />
          )}
        </span>
      </td>
    </tr>
  );
});
