import { useState } from 'react';
import { cn } from '../../../ui/cn';
import { initials } from '../lib/names';

const SIZES = { sm: 'size-10 text-sm', lg: 'size-24 text-2xl sm:size-28 sm:text-3xl' } as const;

/** An athlete's photo, or their initials when there is none or it fails to load. */
export function Avatar({
  given,
  family,
  photo,
  alt,
  size = 'sm',
}: {
  given: string;
  family: string;
  photo?: string | null;
  alt?: string;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn('shrink-0 overflow-hidden rounded-full', SIZES[size]);
  if (photo && failed !== photo) {
    return (
      <img
        src={photo}
        alt={alt ?? ''}
        className={cn(box, 'bg-surface-2 object-cover')}
        onError={() => setFailed(photo)}
        data-testid="athlete-photo"
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt}
      aria-hidden={alt ? undefined : true}
      data-testid="athlete-photo-fallback"
      className={cn(
        box,
        'grid place-items-center bg-brand-soft font-bold tracking-tight text-brand select-none',
      )}
    >
      {initials(given, family)}
    </span>
  );
}
