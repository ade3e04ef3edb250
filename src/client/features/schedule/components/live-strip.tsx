import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnitSummary } from '../../../../shared/contracts/schedule';
import { usePaths } from '../../../lib/paths';
import { useTimes } from '../../../lib/use-times';
import { useNameOf } from '../../../lib/localized-text';
import { leaderLine, matchLine, type NowUnit } from '../../now';
import { isOutcomeHidden, spoilerStore } from '../../../lib/spoiler-store';

type StripUnit = UnitSummary & Partial<Pick<NowUnit, 'match' | 'leaders'>>;

/**
 * "Live now": the units running today, pinned under the app header while the reader
 * scrolls the day, each one tap from its page. Each card says who and the score
 * ("MEX 7–7 COL · Q1") or who leads with what mark ("1. KIM 14.82"), so units of one event
 * at one time are told apart.
 */
export function LiveStrip({
  units,
  showDiscipline,
  ref,
}: {
  units: StripUnit[];
  showDiscipline: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const { t: tl } = useTranslation('live');
  const { time } = useTimes();
  const paths = usePaths();
  const nameOf = useNameOf();
  const spoilers = spoilerStore.useStore((s) => s);
  const who = (u: StripUnit) => {
    // Spoiler-free mode: the score or the leader stays hidden until revealed on the unit's page.
    if ((u.match || u.leaders?.[0]) && isOutcomeHidden(u.code, spoilers)) return tc('search.hidden');
    const match = u.match ? matchLine(u) : null;
    if (match) {
      const p = u.match!.period;
      return p ? `${match} · ${tl(`fanStatus.period.${p.kind}`, { number: p.number })}` : match;
    }
    return u.leaders?.[0] ? leaderLine(u.leaders[0]) : nameOf(u);
  };
  return (
    <section
      ref={ref}
      aria-labelledby="live-now"
      data-testid="live-strip"
      // Under the app header (h-14), which stays on top.
      className="sticky top-14 z-30 -mx-4 border-b border-border bg-bg px-4 py-2"
    >
      <h2 id="live-now" className="mb-1.5 flex items-center gap-2 text-xs font-bold uppercase tracking-wide">
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-danger" />
        {t('now.liveNow', { count: units.length })}
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]">
        {units.map((u) => (
          <li key={u.code} className="shrink-0">
            <Link
              to={paths.unit(u.discipline, u.code)}
              data-testid="live-strip-unit"
              data-unit={u.code}
              className="flex min-h-11 max-w-[17rem] flex-col justify-center rounded-xl border border-danger/30 bg-surface px-3 py-1.5 text-sm leading-tight hover:bg-surface-2"
            >
              <span className="flex items-baseline gap-1.5 truncate text-xs">
                <span className="font-semibold tabular-nums">{time(u.start_at)}</span>
                {showDiscipline && (
                  <span className="truncate font-semibold uppercase tracking-wide text-brand dark:text-[color-mix(in_oklab,var(--brand)_55%,white)]">
                    {tc(`disciplines.${u.discipline}`, { defaultValue: u.discipline })}
                  </span>
                )}
                <span className="truncate text-muted">{u.event_name}</span>
              </span>
              <span className="truncate font-bold tabular-nums" data-testid="live-strip-who">
                {who(u)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
