import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { Skeleton } from '../../../ui/skeleton';
import { useNowLists, type NowUnit } from '../api/get-now';
import { followedFirst } from '../lib/now-lines';
import { FinishedCard, LiveCard, NextCard } from './now-cards';
import { storage } from '../../../lib/storage';
import { userStore } from '../../../lib/user-store';
import { DEVICE_FOLLOWS_KEY } from '../../../../shared/domain/follow-values';

// The follow feature loads after the first paint, and only for a reader who may follow
// something (an account, or a device with a list): followed units then move first.
const FollowedUnitCodes = lazy(() => import('../../follow').then((m) => ({ default: m.FollowedUnitCodes })));
const NONE: ReadonlySet<string> = new Set();

/**
 * A list of cards: the live ones one under the other on a phone (they are what the screen is
 * for), the others side by side and swiped; a grid on wider screens.
 */
function CardRow({
  label,
  units,
  wide,
  render,
}: {
  label: string;
  units: NowUnit[];
  wide?: boolean;
  render: (u: NowUnit) => ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'gap-3',
        wide
          ? 'grid sm:grid-cols-2 lg:grid-cols-3'
          : '-mx-4 flex snap-x overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-4',
      )}
    >
      {units.map((u) => (
        <li key={u.code} className={cn('min-w-0', !wide && 'w-[58%] shrink-0 snap-start sm:w-auto')}>
          {render(u)}
        </li>
      ))}
    </ul>
  );
}

function Heading({ id, children, hint }: { id: string; children: ReactNode; hint?: string }) {
  return (
    <h2 id={id} className="flex items-baseline gap-2 text-sm font-bold uppercase tracking-wide">
      {children}
      {hint && <span className="text-xs font-medium normal-case tracking-normal text-muted">{hint}</span>}
    </h2>
  );
}

/**
 * "Now" first: the units on now as cards (teams and score, or leaders and marks, with the
 * period), then what starts in the next two hours and what has just finished (winners and
 * medals). Every card opens its unit; `onOpen` runs first (the login screen lets a visitor in
 * as a guest that way).
 */
export function NowSection({ className, onOpen }: { className?: string; onOpen?: (e: MouseEvent) => void }) {
  const { t } = useTranslation('schedule');
  const query = useNowLists();
  // Followed units lead each list.
  const [followed, setFollowed] = useState(NONE);
  const mayFollow =
    userStore.useStore((u) => u.loginType === 'user') ||
    (storage.getJson<unknown[]>(DEVICE_FOLLOWS_KEY)?.length ?? 0) > 0;
  if (query.isPending) return <Skeleton className={cn('h-40 w-full rounded-2xl', className)} />;
  // The page around it says when the server cannot be reached; this section then stays out of the way.
  if (!query.data) return null;
  const { live, next, finished } = query.data;
  if (live.length + next.length + finished.length === 0) return null;
  return (
    <section
      aria-labelledby="now-live"
      data-testid="now-section"
      // Its width comes from the page, never from its names: inside a centred card (the login
      // screen) long names would otherwise widen the card past a phone's screen.
      className={cn('space-y-4 [contain:inline-size]', className)}
    >
      {mayFollow && (
        <Suspense fallback={null}>
          <FollowedUnitCodes onChange={setFollowed} />
        </Suspense>
      )}
      <div className="space-y-2">
        <Heading id="now-live">
          <span aria-hidden className="size-2 animate-pulse self-center rounded-full bg-danger" />
          {live.length > 0 ? t('now.liveNow', { count: live.length }) : t('now.nothing')}
        </Heading>
        {live.length > 0 && (
          <CardRow
            label={t('now.live')}
            units={followedFirst(live, followed)}
            wide
            render={(u) => <LiveCard unit={u} onOpen={onOpen} />}
          />
        )}
      </div>
      {next.length > 0 && (
        <div className="space-y-2" aria-labelledby="now-next">
          <Heading id="now-next" hint={t('now.upNextHint')}>
            {t('now.upNext')}
          </Heading>
          <CardRow
            label={t('now.upNext')}
            units={followedFirst(next, followed)}
            render={(u) => <NextCard unit={u} onOpen={onOpen} />}
          />
        </div>
      )}
      {finished.length > 0 && (
        <div className="space-y-2">
          <Heading id="now-finished">{t('now.justFinished')}</Heading>
          <CardRow
            label={t('now.justFinished')}
            units={followedFirst(finished, followed)}
            render={(u) => <FinishedCard unit={u} onOpen={onOpen} />}
          />
        </div>
      )}
    </section>
  );
}
