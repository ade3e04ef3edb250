import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { formatRemaining, remainingMs } from '../lib/countdown';
import { Icon } from '../../../ui/icon';

/** The last minute is drawn in the warning colour. */
const WARN_MS = 60_000;

/**
 * Counts down to the server's deadline, corrected by how far this device's clock is from
 * the server's; calls `onTimeUp` once when it reaches zero.
 */
export function Countdown({
  deadline,
  offsetMs,
  onTimeUp,
}: {
  deadline: string;
  offsetMs: number;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation('trivia');
  const [left, setLeft] = useState(() => remainingMs(deadline, offsetMs, Date.now()));
  useEffect(() => {
    let done = false;
    const tick = () => {
      const ms = remainingMs(deadline, offsetMs, Date.now());
      setLeft(ms);
      if (ms === 0 && !done) {
        done = true;
        clearInterval(timer);
        onTimeUp();
      }
    };
    // A quarter second keeps the shown second within 250 ms of the real one.
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [deadline, offsetMs, onTimeUp]);
  const time = formatRemaining(left);
  return (
    <div
      role="timer"
      aria-label={t('play.timeLeftLabel', { time })}
      data-testid="trivia-timer"
      className={cn(
        'flex items-center gap-2 rounded-full px-3 py-1.5 font-mono text-lg font-bold tabular-nums',
        left === 0 ? 'bg-danger/10 text-danger' : left <= WARN_MS ? 'bg-warning/15 text-fg' : 'bg-surface-2',
      )}
    >
      <Icon name="timer" size={18} />
      {time}
    </div>
  );
}
