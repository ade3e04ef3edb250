import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BracketAnswer, BracketMatch } from '../../../../shared/contracts/brackets';
import { usePaths } from '../../../lib/paths';
import { cn } from '../../../ui/cn';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { useSideName } from '../lib/use-side-name';
import { StatusChip } from '../../../ui/status-chip';

type Rounds = BracketAnswer['brackets'][number]['rounds'];

/** Where an unknown side comes from, in words: "Winner Quarterfinals 2", "Pool A · 1st". */
function useSourceText(rounds: Rounds) {
  const { t } = useTranslation('brackets');
  return (source: string | null) => {
    if (!source) return t('tbd');
    const [kind, round, n] = source.split(':');
    if (kind === 'W' || kind === 'L') {
      const name = rounds.find((r) => r.code === round)?.name ?? round;
      return t(kind === 'W' ? 'source.winner' : 'source.loser', { round: name, n });
    }
    return t('source.pool', { pool: kind, place: round });
  };
}

/**
 * One match as a card linking to its unit: both sides with flag, name and score, the winner in
 * bold with a mark, a bye in words. `path` is the competitor whose way through the bracket is
 * highlighted (the champion, or the one pointed at).
 */
export function BracketMatchCard({
  match,
  rounds,
  path,
  onPoint,
}: {
  match: BracketMatch;
  rounds: Rounds;
  path: string | null;
  onPoint: (code: string | null) => void;
}) {
  const { t } = useTranslation('brackets');
  const sideName = useSideName();
  const paths = usePaths();
  const sourceText = useSourceText(rounds);
  const live = match.unit?.schedule_status === 'RUNNING';
  const body = (
    <>
      {match.sides.map((s, i) => {
        const code = s.competitor?.code ?? null;
        const onPath = !!code && code === path;
        return (
          <div
            key={i}
            data-testid="bracket-side"
            data-winner={s.winner || undefined}
            data-path={onPath || undefined}
            onMouseEnter={() => code && onPoint(code)}
            className={cn(
              'flex min-h-9 items-center gap-2 px-2.5 py-1.5',
              i === 0 && 'border-b border-border',
              onPath && 'bg-accent/15',
              s.winner && 'font-bold',
            )}
          >
            {s.competitor ? (
              <>
                <DelegationFlag code={s.competitor.delegation} link={false} />
                <span className="min-w-0 flex-1 truncate">{sideName(s.competitor)}</span>
              </>
            ) : (
              <span className="min-w-0 flex-1 truncate italic text-muted">
                {s.bye ? t('bye') : sourceText(s.source)}
              </span>
            )}
            {s.winner && (
              <span aria-label={t('winner')} className="text-success">
                ✓
              </span>
            )}
            <span className="tabular-nums">{s.score ?? ''}</span>
          </div>
        );
      })}
      {live && (
        <div className="px-2.5 pb-1.5">
          <StatusChip label={t('live')} tone="live" />
        </div>
      )}
    </>
  );
  const card = cn(
    'block overflow-hidden rounded-xl border bg-surface text-sm shadow-sm',
    match.sides.some((s) => s.competitor?.code === path && !!path) ? 'border-accent' : 'border-border',
  );
  return match.unit ? (
    <Link
      to={paths.unit(match.unit.discipline, match.unit.code)}
      className={cn(card, 'transition-colors hover:border-accent focus-visible:outline-2')}
      data-testid="bracket-match"
      data-unit={match.unit.code}
      onFocus={() => onPoint(match.sides.find((s) => s.winner)?.competitor?.code ?? null)}
    >
      {body}
    </Link>
  ) : (
    <div className={card} data-testid="bracket-match">
      {body}
    </div>
  );
}
