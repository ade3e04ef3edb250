import { useState } from 'react';
import { cn } from './cn';

const SIZES = {
  sm: { box: 'h-4 w-6 rounded-[3px] text-[8px]', w: 24, h: 16 },
  md: { box: 'h-6 w-9 rounded-[4px] text-[10px]', w: 36, h: 24 },
  lg: { box: 'h-10 w-[60px] rounded-md text-sm', w: 60, h: 40 },
} as const;
export type FlagSize = keyof typeof SIZES;

/**
 * A delegation flag. The caller resolves the image URL; when there is
 * none or it fails to load, the code is shown instead, never a broken image. The alt
 * text is always set: on the image, or as the label of the code box.
 */
export function Flag({
  code,
  src,
  alt,
  size = 'sm',
  className,
}: {
  code: string;
  src?: string;
  alt: string;
  size?: FlagSize;
  className?: string;
}) {
  // Remember which address failed, so a new src (another delegation) gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const dims = SIZES[size];
  const box = cn(
    'inline-flex shrink-0 overflow-hidden ring-1 ring-black/10 dark:ring-white/15',
    dims.box,
    className,
  );
  if (!src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={alt}
        data-flag-fallback={code}
        className={cn(
          box,
          'items-center justify-center bg-surface-2 font-bold uppercase leading-none tracking-tight text-muted',
        )}
      >
        {code}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={dims.w}
      height={dims.h}
      loading="lazy"
      decoding="async"
      className={cn(box, 'bg-surface-2 object-cover')}
      onError={() => setFailedSrc(src)}
    />
  );
}
