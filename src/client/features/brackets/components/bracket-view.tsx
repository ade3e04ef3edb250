import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BracketAnswer } from '../../../../shared/contracts/brackets';
import { cn } from '../../../ui/cn';
import { Icon } from '../../../ui/icon';
import { SM_SCREEN, useMediaQuery } from '../../../ui/use-media-query';
import { BracketMatchCard } from './bracket-match';

type Bracket = BracketAnswer['brackets'][number];

/** The champion once the last round of the main tree is decided: whose path is lit by default. */
function championOf(bracket: Bracket): string | null {
  const last = bracket.rounds.at(-1)?.matches[0];
  return last?.sides.find((s) => s.winner)?.competitor?.code ?? null;
}

/**
 * A knockout tree: rounds side by side as columns on a wide screen, the matches of each round
 * centred against the pair that feeds them; on a phone one round at a time, chosen with tabs
 * (arrow keys move between them), the previous and next buttons, or a sideways swipe.
 */
export function BracketView({ bracket, title }: { bracket: Bracket; title: string }) {
  const wide = useMediaQuery(SM_SCREEN) ?? true;
  const [pointed, setPointed] = useState<string | null>(null);
  const path = pointed ?? championOf(bracket);
  return (
    <section className="space-y-2" data-testid="bracket" data-bracket={bracket.code}>
      <h3 className="font-bold">{title}</h3>
      {wide ? (
        <div
          className="flex gap-4 overflow-x-auto pb-2"
          data-testid="bracket-columns"
          onMouseLeave={() => setPointed(null)}
        >
          {bracket.rounds.map((round) => (
            <div key={round.code} className="flex w-60 shrink-0 flex-col" data-testid="bracket-round">
              <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{round.name}</h4>
              <div className="flex flex-1 flex-col justify-around gap-3">
                <RoundMatches round={round} bracket={bracket} path={path} onPoint={setPointed} />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <RoundSwiper bracket={bracket} path={path} onPoint={setPointed} />
      )}
    </section>
  );
}

/** A round's matches as cards, in the wide columns and in the phone's one-round panel alike. */
function RoundMatches({
  round,
  bracket,
  path,
  onPoint,
}: {
  round: Bracket['rounds'][number];
  bracket: Bracket;
  path: string | null;
  onPoint: (code: string | null) => void;
}) {
  return round.matches.map((m) => (
    <BracketMatchCard key={m.position} match={m} rounds={bracket.rounds} path={path} onPoint={onPoint} />
  ));
}

/** The previous (`back`) or next round button beside the phone's round tabs. */
function RoundStepButton({
  label,
  disabled,
  onClick,
  back = false,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  back?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted disabled:opacity-40"
    >
      <Icon name="chevron-right" size={20} className={back ? 'rotate-180' : undefined} aria-hidden />
    </button>
  );
}

function RoundSwiper({
  bracket,
  path,
  onPoint,
}: {
  bracket: Bracket;
  path: string | null;
  onPoint: (code: string | null) => void;
}) {
  const { t } = useTranslation('brackets');
  // Open on the first round still to be decided: the one a fan follows now.
  const open = bracket.rounds.findIndex((r) => r.matches.some((m) => !m.decided));
  const [index, setIndex] = useState(open < 0 ? bracket.rounds.length - 1 : open);
  const start = useRef<{ x: number; y: number } | null>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const go = (i: number, focus = false) => {
    const next = Math.max(0, Math.min(bracket.rounds.length - 1, i));
    setIndex(next);
    if (focus) tabs.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  const round = bracket.rounds[index]!;
  const id = `round-${bracket.code}`;
  return (
    <div>
      <div className="mb-2 flex items-center gap-1">
        <RoundStepButton
          label={t('previousRound')}
          disabled={index === 0}
          onClick={() => go(index - 1)}
          back
        />
        <div
          ref={tabs}
          role="tablist"
          aria-label={t('rounds')}
          className="flex flex-1 gap-1 overflow-x-auto rounded-xl bg-surface-2 p-1 [scrollbar-width:none]"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
              go(index + (e.key === 'ArrowRight' ? 1 : -1), true);
              e.preventDefault();
            }
          }}
        >
          {bracket.rounds.map((r, i) => (
            <button
              key={r.code}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === index}
              aria-controls={id}
              tabIndex={i === index ? 0 : -1}
              onClick={() => go(i)}
              className={cn(
                'min-h-11 whitespace-nowrap rounded-lg px-3 text-sm font-medium',
                i === index ? 'bg-surface text-fg shadow-sm' : 'text-muted',
              )}
            >
              {r.name}
            </button>
          ))}
        </div>
        <RoundStepButton
          label={t('nextRound')}
          disabled={index === bracket.rounds.length - 1}
          onClick={() => go(index + 1)}
        />
      </div>
      <div
        id={id}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${index}`}
        data-testid="bracket-round"
        className="touch-pan-y space-y-3"
        onPointerDown={(e: PointerEvent) => (start.current = { x: e.clientX, y: e.clientY })}
        onPointerUp={(e: PointerEvent) => {
          const from = start.current;
          start.current = null;
          if (!from) return;
          const dx = e.clientX - from.x;
          if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(index + (dx < 0 ? 1 : -1));
        }}
      >
        <RoundMatches round={round} bracket={bracket} path={path} onPoint={onPoint} />
      </div>
    </div>
  );
}
