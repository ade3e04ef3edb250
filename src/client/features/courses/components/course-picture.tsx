import type { ContentImage } from '../../../../shared/contracts/content';
import { Icon } from '../../../ui/icon';
import { cn } from '../../../ui/cn';
import { ContentPicture } from '../../organisers';

/** The course's picture, or the course icon on the brand's tint when it has none. */
export function CoursePicture({ image, className }: { image: ContentImage | null; className?: string }) {
  return (
    <span className={cn('block overflow-hidden', className)} aria-hidden>
      {image ? (
        <ContentPicture image={image} alt="" sizes="(min-width: 640px) 160px, 100vw" className="size-full" />
      ) : (
        <span className="grid size-full place-items-center bg-brand-soft text-brand">
          <Icon name="graduation-cap" size={28} />
        </span>
      )}
    </span>
  );
}
