import { useState } from 'react';
import { cn } from './cn';

/**
 * A delegation flag (spec §3, §7). The caller resolves the image URL; when there is
 * none or it fails to load, the code is shown instead, never a broken image.
 */
export function Flag({
  code,
  src,
  alt,
  className,
}: {
  code: string;
  src?: string;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn(
    'inline-flex h-4 w-6 shrink-0 overflow-hidden rounded-[3px] ring-1 ring-black/10',
    className,
  );
  if (!src || failed) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={cn(box, 'items-center justify-center bg-surface-2 text-[9px] font-bold text-muted')}
      >
        {code}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={24}
      height={16}
      loading="lazy"
      decoding="async"
      className={cn(box, 'object-cover')}
      onError={() => setFailed(true)}
    />
  );
}
