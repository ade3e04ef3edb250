import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import type { ResultRow } from '../api/get-unit';
import { Table, Td, Th } from '../../../ui/table';
import { cn } from '../../../ui/cn';
import { CompetitorName } from '../../../ui/competitor';
import { MedalIcon } from '../../../ui/medal-unit-mark';
import { useCompactResults } from '../lib/use-compact-results';
import { resultColumns, type Column } from './result-columns';
import { ResultDetails } from './result-details';
import { CompactName, LONG_NAME_FROM } from './result-name';
import { TeamMembersLine } from './team-members';

const cellAlign = (c: Column) => cn('tabular-nums', c.align === 'right' && 'text-right whitespace-nowrap');

/**
 * A unit's results with the sport's columns; medal places carry their medal. A wide
 * screen shows every column; a phone shows one short row per competitor (rank, flag,
 * name, result, gap) and keeps splits and the other long details behind a tap.
 */
export function ResultsTable({ rows }: { rows: ResultRow[] }) {
  const { t } = useTranslation('schedule');
  const columns = resultColumns(rows, t);
  return useCompactResults() ? (
    <CompactResults rows={rows} columns={columns} />
  ) : (
    <Table caption={t('unit.tabs.results')} data-testid="results-table">
      <thead>
        <tr>
          <Th className="w-14 text-right">{t('col.rank')}</Th>
          <Th>{t('col.name')}</Th>
          {columns.map((c) => (
            <Th key={c.key} data-col={c.key} className={c.align === 'right' ? 'text-right' : undefined}>
              {c.label}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.competitor.code} data-testid="result-row" data-medal={r.medal ?? undefined}>
            <Td className="text-right font-semibold tabular-nums">
              <span className="inline-flex items-center justify-end gap-1.5">
                {r.medal && <MedalIcon medal={r.medal} />}
                <span data-testid="rank">{r.rank ?? ''}</span>
              </span>
            </Td>
            <Td className="min-w-[11rem]">
              <CompetitorName competitor={r.competitor} />
              {r.members && r.members.length > 0 && <TeamMembersLine members={r.members} />}
            </Td>
            {columns.map((c) => (
              <Td key={c.key} data-col={c.key} className={cellAlign(c)}>
                {c.render(r)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

// The rank and name cells stay at the left edge while the rest of the row scrolls
// sideways; they need an opaque background to cover what passes under them.
const stickyRank = 'sticky left-0 z-10 w-9 min-w-9 max-w-9 px-0.5 text-center';
const stickyName = 'sticky left-9 z-10 w-[9.5rem] max-w-[9.5rem] border-r border-border';
// Tighter than the wide table's cells, so a row stays one tap high (44 px).
const rowCell = 'border-b border-border [tr:last-child>&]:border-b-0';

function CompactResults({ rows, columns }: { rows: ResultRow[]; columns: Column[] }) {
  const { t } = useTranslation('schedule');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const inRow = [...columns.filter((c) => c.phone === 'row'), ...columns.filter((c) => c.phone === 'side')];
  const hasDetails = (r: ResultRow) =>
    columns.some((c) => c.phone !== 'row' && c.has(r)) ||
    r.competitor.name.length > LONG_NAME_FROM ||
    !!r.members?.length;
  const toggle = (code: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  return (
    // The container lets an opened row's details span the visible width, not the scrolled one.
    <div className="@container">
      <Table
        caption={t('unit.tabs.results')}
        data-testid="results-table"
        data-layout="compact"
        className="border-separate border-spacing-0"
      >
        <thead>
          <tr>
            <Th className={cn(stickyRank, 'px-0.5! tracking-normal')}>
              <span aria-hidden>{t('resultsTable.rankShort')}</span>
              <span className="sr-only">{t('col.rank')}</span>
            </Th>
            <Th className={cn(stickyName, 'px-1.5!')}>{t('col.name')}</Th>
            {inRow.map((c) => (
              <Th
                key={c.key}
                data-col={c.key}
                className={cn('whitespace-nowrap px-2!', c.align === 'right' && 'text-right')}
              >
                {c.key === 'difference' ? t('resultsTable.gap') : c.label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const code = r.competitor.code;
            const expanded = open.has(code);
            const detailsId = `result-details-${code}`;
            const expandable = hasDetails(r);
            return (
              <Fragment key={code}>
                <tr
                  data-testid="result-row"
                  data-medal={r.medal ?? undefined}
                  className={cn('bg-surface', expandable && 'cursor-pointer hover:bg-surface-2')}
                  // A tap anywhere on the row opens it; the name's button is the same
                  // switch for keyboards and screen readers (its click lands here too).
                  onClick={expandable ? () => toggle(code) : undefined}
                >
                  <td className={cn(stickyRank, rowCell, 'bg-inherit font-semibold tabular-nums')}>
                    {r.medal ? (
                      <MedalIcon medal={r.medal} className="mx-auto" />
                    ) : (
                      <span data-testid="rank">{r.rank ?? ''}</span>
                    )}
                  </td>
                  <td className={cn(stickyName, rowCell, 'bg-inherit')} data-testid="result-name">
                    {expandable ? (
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={expanded ? detailsId : undefined}
                        className="flex min-h-11 w-full items-center gap-0.5 py-1 pl-1.5 pr-1 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
                      >
                        <CompactName competitor={r.competitor} />
                        <span className="sr-only">{t('resultsTable.details')}</span>
                        <Icon
                          name="chevron-down"
                          size={14}
                          className={cn(
                            'ml-auto shrink-0 text-muted transition-transform',
                            expanded && 'rotate-180',
                          )}
                        />
                      </button>
                    ) : (
                      <span className="flex min-h-11 items-center py-1 pl-1.5 pr-1">
                        <CompactName competitor={r.competitor} />
                      </span>
                    )}
                  </td>
                  {inRow.map((c) => (
                    <td key={c.key} data-col={c.key} className={cn(cellAlign(c), rowCell, 'px-2 py-1')}>
                      {c.render(r)}
                    </td>
                  ))}
                </tr>
                {expanded && (
                  <tr data-testid="result-details-row">
                    <td colSpan={inRow.length + 2} className="border-b border-border bg-surface-2 p-0">
                      <div id={detailsId} className="sticky left-0 w-[calc(100cqw-2px)] px-4 py-3">
                        <ResultDetails row={r} columns={columns} />
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
