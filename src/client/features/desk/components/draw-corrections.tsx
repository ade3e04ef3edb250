import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BracketAnswer, BracketMatch, StandingsAnswer } from '../../../../shared/contracts/brackets';
import { useSetBracketWinner, useSetStanding } from '../api/event-corrections';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DeskFeedback, deskInput as input } from './desk-feedback';

type Pool = StandingsAnswer['pools'][number];
type Line = Pool['rows'][number];

/** Every match of the event's brackets whose two sides are known, each with its winner to correct. */
export function BracketCorrections({ code, draw }: { code: string; draw: BracketAnswer }) {
  const { t } = useTranslation('admin');
  const rounds = draw.brackets.flatMap((b) =>
    b.rounds.map((r) => ({ bracket: b.code, round: r, matches: r.matches.filter(hasSides) })),
  );
  return (
    <Card className="p-4">
      <h2 className="mb-1 text-lg font-bold">{t('corrections.bracket')}</h2>
      <p className="mb-3 text-sm text-muted">{t('corrections.bracketHint')}</p>
      {rounds.every((r) => r.matches.length === 0) ? (
        <p className="text-sm text-muted">{t('corrections.noBracket')}</p>
      ) : (
        rounds.map(({ bracket, round, matches }) =>
          matches.length === 0 ? null : (
            <section key={`${bracket}-${round.code}`} className="mb-4 last:mb-0">
              <h3 className="mb-2 font-semibold">
                {round.name} <span className="font-mono text-xs text-muted">{bracket}</span>
              </h3>
              <div className="flex flex-col gap-3">
                {matches.map((m) => (
                  <WinnerForm key={m.position} code={code} bracket={bracket} round={round.code} match={m} />
                ))}
              </div>
            </section>
          ),
        )
      )}
    </Card>
  );
}

const hasSides = (m: BracketMatch) => m.sides.length === 2 && m.sides.every((s) => s.competitor);

function WinnerForm(props: { code: string; bracket: string; round: string; match: BracketMatch }) {
  const { t } = useTranslation('admin');
  const { match } = props;
  const save = useSetBracketWinner(props.code);
  const id = useId();
  const [winner, setWinner] = useState(match.sides.find((s) => s.winner)?.competitor?.code ?? '');
  const label = match.sides.map((s) => s.competitor!.name).join(' – ');
  function submit(e: FormEvent) {
    e.preventDefault();
    const { bracket, round } = props;
    save.mutate({ bracket, round, position: match.position, winner: winner || null });
  }
  return (
    <form
      onSubmit={submit}
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
      data-testid="bracket-match"
      data-bracket={props.bracket}
      data-round={props.round}
      data-position={match.position}
    >
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm">
        <label htmlFor={id}>
          <span className="tabular-nums text-muted">{match.position}.</span> {label}
        </label>
        <select id={id} className={input} value={winner} onChange={(e) => setWinner(e.target.value)}>
          <option value="">{t('corrections.notDecided')}</option>
          {match.sides.map((s) => (
            <option key={s.competitor!.code} value={s.competitor!.code}>
              {s.competitor!.name} ({s.competitor!.delegation})
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('corrections.saveWinner')}
      </Button>
      <div className="basis-full empty:hidden">
        <DeskFeedback error={save.error} done={save.isSuccess} />
      </div>
    </form>
  );
}

/** The event's pool tables, one form a line. */
export function StandingsCorrections({ code, standings }: { code: string; standings: StandingsAnswer }) {
  const { t } = useTranslation('admin');
  return (
    <Card className="p-4">
      <h2 className="mb-1 text-lg font-bold">{t('corrections.pools')}</h2>
      <p className="mb-3 text-sm text-muted">{t('corrections.poolsHint')}</p>
      {standings.pools.length === 0 ? (
        <p className="text-sm text-muted">{t('corrections.noPools')}</p>
      ) : (
        standings.pools.map((pool) => (
          <section key={`${pool.phase}-${pool.pool}`} className="mb-4 last:mb-0">
            <h3 className="mb-2 font-semibold">
              {pool.name}
              {pool.pool && ` · ${t('corrections.pool', { pool: pool.pool })}`}
            </h3>
            <div className="flex flex-col gap-4">
              {pool.rows.map((row) => (
                <LineForm key={row.competitor.code} code={code} pool={pool} row={row} />
              ))}
            </div>
          </section>
        ))
      )}
    </Card>
  );
}

const FIGURES = ['played', 'won', 'drawn', 'lost', 'points', 'rank'] as const;
type Figure = (typeof FIGURES)[number];

function LineForm({ code, pool, row }: { code: string; pool: Pool; row: Line }) {
  const { t } = useTranslation('admin');
  const save = useSetStanding(code);
  const [values, setValues] = useState(() =>
    Object.fromEntries(FIGURES.map((f) => [f, row[f] === null ? '' : String(row[f])])),
  );
  const [mark, setMark] = useState(row.qualification_mark ?? '');
  const num = (f: Figure) => Number(values[f]);
  const orNull = (f: Figure) => (values[f] === '' ? null : num(f));
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate({
      phase: pool.phase,
      pool: pool.pool,
      competitor_code: row.competitor.code,
      played: num('played'),
      won: num('won'),
      drawn: num('drawn'),
      lost: num('lost'),
      points: orNull('points'),
      rank: orNull('rank'),
      figures: row.figures,
      qualification_mark: mark === 'Q' || mark === 'q' ? mark : null,
    });
  }
  return (
    <form
      onSubmit={submit}
      aria-label={row.competitor.name}
      className="grid grid-cols-4 gap-2 border-t border-border pt-3 sm:grid-cols-8"
      data-testid="standing-line"
      data-code={row.competitor.code}
    >
      <p className="col-span-4 text-sm font-semibold sm:col-span-8">
        {row.competitor.name}{' '}
        <span className="font-mono text-xs text-muted">{row.competitor.delegation}</span>
      </p>
      {FIGURES.map((f) => (
        <label key={f} className="flex min-w-0 flex-col gap-1 text-sm">
          {t(`corrections.${f}`)}
          <input
            className={`${input} w-full min-w-0 tabular-nums`}
            type="number"
            inputMode="numeric"
            value={values[f]}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          />
        </label>
      ))}
      <label className="flex min-w-0 flex-col gap-1 text-sm">
        {t('corrections.mark')}
        <select className={`${input} w-full min-w-0`} value={mark} onChange={(e) => setMark(e.target.value)}>
          <option value="">–</option>
          <option value="Q">Q</option>
          <option value="q">q</option>
        </select>
      </label>
      <div className="flex items-end">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('corrections.save')}
        </Button>
      </div>
      <div className="col-span-4 empty:hidden sm:col-span-8">
        <DeskFeedback error={save.error} done={save.isSuccess} />
      </div>
    </form>
  );
}
