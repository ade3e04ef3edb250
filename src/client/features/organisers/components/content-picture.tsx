import type { ContentImage } from '../../../../shared/contracts/content';
import { cn } from '../../../ui/cn';

/**
 * An uploaded image as the server re-encoded it: modern formats first, the fallback in
 * `<img>`, its real size against layout shift, fetched only when near the screen.
 */
export function ContentPicture({
  image,
  alt,
  sizes,
  className,
}: {
  image: ContentImage;
  alt: string;
  /** How wide the image is drawn, so the browser picks the right width from the srcset. */
  sizes: string;
  className?: string;
}) {
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        sizes={sizes}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={cn('object-cover', className)}
      />
    </picture>
  );
}
