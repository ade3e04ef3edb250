import type { ReactNode } from 'react';
import { Navigation } from 'lucide-react';
import { directionsUrl, type Destination } from '../../../lib/directions';
import { buttonClass } from '../../../ui/button';
import { cn } from '../../../ui/cn';

/**
 * Kept in a feature rather than in ui/: its lucide icon would otherwise join the shared blocks
 * every first visit loads.
 *
 * A button-looking link that opens the way to a place in the platform's maps (a new tab on the
 * web), with the navigation arrow before its text. `className` adds to the button's classes.
 */
export function DirectionsLink({
  to,
  variant = 'primary',
  className,
  label,
  children,
}: {
  to: Destination;
  variant?: 'primary' | 'secondary';
  className?: string;
  /** An accessible name when the visible text alone does not say where to. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={directionsUrl(to)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, 'md', cn('min-h-11', className))}
      aria-label={label}
    >
      <Navigation size={16} aria-hidden />
      {children}
    </a>
  );
}
