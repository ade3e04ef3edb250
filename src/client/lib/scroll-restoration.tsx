import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Window scroll positions by history entry (location.key). Kept in memory: a reload
 * starts afresh, as a page opened anew should.
 */
const positions = new Map<string, number>();

/** How long a restore waits for a page to grow tall enough (its data, its lazy chunk). */
const RESTORE_WAIT_MS = 3000;

/**
 * The position a back/forward navigation to this entry is putting back, if any. A page
 * that would scroll itself somewhere (the schedule's "now") leaves it alone then.
 */
export function savedScrollOf(key: string): number | undefined {
  return positions.get(key);
}

/**
 * Where the window will be once this navigation settles: the saved place on back or
 * forward, the top on a new page, else where it is. For a component that scrolls the
 * window itself when it mounts (a window virtualiser), which would otherwise put back
 * the previous page's offset.
 */
export function useArrivalScroll(): number {
  const { key } = useLocation();
  const type = useNavigationType();
  const [offset] = useState(() =>
    type === 'POP' ? (positions.get(key) ?? window.scrollY) : type === 'PUSH' ? 0 : window.scrollY,
  );
  return offset;
}

/**
 * Back keeps your place, a new page opens at the top. React Router's own restoration
 * puts the position back once, right after the navigation: a long list drawn a moment
 * later from its query (and virtualised) is not tall enough yet, and the browser clamps
 * the scroll to a few hundred pixels. This one retries on each frame until the page is
 * tall enough, and gives up as soon as the reader scrolls on their own.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const current = useRef(key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Attributed to the entry on screen; the clamp a shorter next page causes arrives
    // after `current` has moved on, so it never overwrites the position left behind.
    const onScroll = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    if (type === 'PUSH' && !hash) {
      window.scrollTo(0, 0);
      return;
    }
    const target = type === 'POP' ? positions.get(key) : undefined;
    if (target === undefined) return;
    return restore(target);
  }, [key, type, hash]);

  return null;
}

function restore(target: number): () => void {
  const started = Date.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const e of INTERRUPTS) window.removeEventListener(e, stop);
  };
  const attempt = () => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) < 1 || Date.now() - started > RESTORE_WAIT_MS) return stop();
    frame = requestAnimationFrame(attempt);
  };
  for (const e of INTERRUPTS) window.addEventListener(e, stop, { passive: true });
  attempt();
  return stop;
}

const INTERRUPTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
