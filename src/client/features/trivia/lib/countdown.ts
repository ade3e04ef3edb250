/**
 * The attempt's time as the server counts it. A phone's clock may be minutes off; the
 * server's own time in its answer tells how far, so the countdown ends when the server's
 * deadline passes, not when the phone believes it does.
 */
export function clockOffsetMs(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Milliseconds left before the deadline, never below zero. */
export function remainingMs(deadline: string, offsetMs: number, now: number): number {
  return Math.max(0, Date.parse(deadline) - (now + offsetMs));
}

/** 125 000 ms → "2:05"; an hour or more → "1:02:05". Whole seconds rounded up, so 0:00 means time is up. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
