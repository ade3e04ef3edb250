import { useTranslation } from 'react-i18next';
import type { StandingFigure, StandingsAnswer } from '../../../../shared/contracts/brackets';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { useSideName } from '../lib/use-side-name';
import { Table, Td, Th } from '../../../ui/table';
import { figureColumns, scoreFamily, showsDraws } from '../lib/sport-columns';

type Pool = StandingsAnswer['pools'][number];

const ratio = (code: StandingFigure, v: number | undefined) =>
  v === undefined
    ? ''
    : code.endsWith('RATIO')
      ? v.toFixed(3)
      : code === 'DIFF' && v > 0
        ? `+${v}`
        : String(v);

/** One pool's table: place, team, played, won, (drawn,) lost, the sport's figures, points, mark. */
export function StandingsTable({ pool, discipline }: { pool: Pool; discipline: string }) {
  const { t } = useTranslation('brackets');
  const sideName = useSideName();
  const sent = [...new Set(pool.rows.flatMap((r) => Object.keys(r.figures)))] as StandingFigure[];
  const figures = figureColumns(discipline, sent);
  const draws = showsDraws(
    discipline,
    pool.rows.some((r) => r.drawn > 0),
  );
  const family = scoreFamily(discipline);
  const head = (key: string, title: string) => (
    <Th className="text-right">
      <abbr title={title} className="no-underline">
        {key}
      </abbr>
    </Th>
  );
  const title = pool.pool ? t('pool', { pool: pool.pool }) : pool.name;
  return (
    <section id={pool.pool ? `pool-${pool.pool}` : 'standings'} className="min-w-0 scroll-mt-24 space-y-2">
      <h3 className="font-bold">{title}</h3>
      <Table caption={title} data-testid="standings-table">
        <thead>
          <tr>
            <Th className="w-10 text-right">{t('col.rank')}</Th>
            <Th>{t('col.team')}</Th>
            <Th className="relative w-8">
              <span className="sr-only">{t('col.mark')}</span>
            </Th>
            {head(t('col.p'), t('col.played'))}
            {head(t('col.w'), t('col.won'))}
            {draws && head(t('col.d'), t('col.drawn'))}
            {head(t('col.l'), t('col.lost'))}
            {head(t('col.pts'), t('col.points'))}
            {figures.map((f) => (
              <Th key={f} className="text-right">
                <abbr title={t(`figure.${family}.${f}.long`)} className="no-underline">
                  {t(`figure.${family}.${f}.short`)}
                </abbr>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pool.rows.map((r) => (
            <tr key={r.competitor.code} data-testid="standing-row" data-code={r.competitor.code}>
              <Td className="text-right font-semibold">{r.rank ?? ''}</Td>
              <Td>
                <span className="flex min-w-0 items-center gap-2">
                  <DelegationFlag code={r.competitor.delegation} />
                  <span className="truncate font-medium">{sideName(r.competitor)}</span>
                </span>
              </Td>
              <Td data-testid="standing-mark">
                {r.qualification_mark && (
                  <span
                    title={t(r.qualification_mark === 'Q' ? 'legend.Q' : 'legend.q')}
                    className="inline-flex size-6 items-center justify-center rounded-full bg-success/15 text-xs font-bold text-success"
                  >
                    {r.qualification_mark}
                  </span>
                )}
              </Td>
              <Td className="text-right">{r.played}</Td>
              <Td className="text-right">{r.won}</Td>
              {draws && <Td className="text-right">{r.drawn}</Td>}
              <Td className="text-right">{r.lost}</Td>
              <Td className="text-right font-bold">{r.points ?? ''}</Td>
              {figures.map((f) => (
                <Td key={f} className="text-right text-muted">
                  {ratio(f, r.figures[f])}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/** Under the tables: what Q and q mean and how ties are broken in this sport, in words. */
export function StandingsLegend({ discipline, marks }: { discipline: string; marks: string[] }) {
  const { t } = useTranslation('brackets');
  return (
    <div className="space-y-1 text-sm text-muted" data-testid="standings-legend">
      {marks.includes('Q') && (
        <p>
          <strong className="text-success">Q</strong> {t('legend.Q')}
        </p>
      )}
      {marks.includes('q') && (
        <p>
          <strong className="text-success">q</strong> {t('legend.q')}
        </p>
      )}
      <p data-testid="tie-break">{t([`rule.${discipline}`, 'rule.default'])}</p>
    </div>
  );
}
