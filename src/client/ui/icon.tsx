import spriteUrl from './icons.svg?no-inline';
import type { SpriteIcon } from './icon-names';

/**
 * An icon of the app's sprite: lucide's drawing, drawn from one static file the browser
 * fetches and caches once, so the shell's icons cost the page's JavaScript nothing. Always
 * decorative (hidden from assistive technology): the control around it carries the name.
 * Without `size`, 24 px unless a class sizes it.
 */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: SpriteIcon;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
