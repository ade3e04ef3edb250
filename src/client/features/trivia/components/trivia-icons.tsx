import type { ReactNode } from 'react';

/**
 * Two of lucide's drawings (lock, timer) drawn here: lucide-react's icons share one chunk
 * that every first visit loads, and these are used on the trivia pages only.
 */
function Outline({ size, className, children }: { size: number; className?: string; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
    >
      {children}
    </svg>
  );
}

export function LockIcon({ size = 24, className }: { size?: number; className?: string }) {
  return (
    <Outline size={size} className={className}>
      <rect width="18" height="11" x="3" y="11" rx="2" ry="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </Outline>
  );
}

export function TimerIcon({ size = 24, className }: { size?: number; className?: string }) {
  return (
    <Outline size={size} className={className}>
      <line x1="10" x2="14" y1="2" y2="2" />
      <line x1="12" x2="15" y1="14" y2="11" />
      <circle cx="12" cy="14" r="8" />
    </Outline>
  );
}
