import { cn } from './cn';

export type ChipTone = 'neutral' | 'live' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<ChipTone, string> = {
  neutral: 'bg-surface-2 text-muted',
  live: 'bg-danger text-white',
  success: 'bg-success/12 text-success',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/12 text-danger',
  info: 'bg-info/12 text-info',
};

/** A status as a small labelled chip on one line, so it never squeezes the text beside it; "live" pulses. */
export function StatusChip({ label, tone = 'neutral' }: { label: string; tone?: ChipTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide',
        tones[tone],
      )}
    >
      {tone === 'live' && <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />}
      {label}
    </span>
  );
}
