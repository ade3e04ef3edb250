// How much of the page's main-thread task time, from its first contentful paint on, the thread
// actually ran on a core. Lighthouse counts blocking time from the tasks' wall-clock lengths
// (times four, for its slow phone); on a busy 2-core machine the renderer often waits for a
// core while Chromium's compositor, its browser process and Lighthouse itself run, so the same
// page reports two or three times the blocking time it would on a quiet one. Printing the
// share beside each run tells a slow page from a busy machine.

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The page's main-thread task time from its first contentful paint on, wall and on a core, in
 * a trace's events (types in main-thread-share.d.mts); null for a trace without a page load
 * or without timed tasks.
 */
export function mainThreadShare(events) {
  const nav = events.findLast(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!nav) return null;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
  const from = fcp?.ts ?? nav.ts;
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        TASK_NAMES.has(e.name) &&
        e.pid === nav.pid &&
        e.tid === nav.tid &&
        e.ts >= from &&
        e.dur !== undefined &&
        e.tdur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // A task run inside another (a nested message loop) is already in its parent's time.
    if (task.ts < end) continue;
    wall += task.dur;
    cpu += task.tdur;
    end = task.ts + task.dur;
  }
  if (wall === 0) return null;
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, share: cpu / wall };
}
