/** A Chromium trace event, with the fields the share is read from. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

export function mainThreadShare(
  events: readonly TraceEvent[],
): { wallMs: number; cpuMs: number; share: number } | null;
