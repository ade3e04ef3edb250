import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { PublicLesson } from '../../../../shared/contracts/courses';
import { Button } from '../../../ui/button';
import { DocumentFile } from '../../files';

/**
 * An open lesson: its video (plain <video>: the files are WebM or MP4) or its PDF drawn in the
 * page, then the button that marks it done. A video that plays to its end marks itself.
 */
export function LessonBody({
  lesson,
  title,
  done,
  canTrack,
  pending,
  onDone,
}: {
  lesson: PublicLesson;
  title: string;
  done: boolean;
  /** Signed in: progress is kept. A guest sees the lesson without a done button. */
  canTrack: boolean;
  pending: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('courses');
  return (
    <div className="space-y-3">
      {lesson.type === 'video' && lesson.video_url ? (
        <video
          src={lesson.video_url}
          controls
          playsInline
          preload="metadata"
          aria-label={title}
          onEnded={() => canTrack && !done && onDone()}
          className="aspect-video w-full rounded-xl bg-black"
          data-testid="lesson-video"
        />
      ) : lesson.document ? (
        <DocumentFile file={lesson.document} title={title} inline />
      ) : null}
      {canTrack &&
        (done ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-success">
            <Check size={18} aria-hidden />
            {t('lesson.done')}
          </p>
        ) : (
          <Button onClick={onDone} loading={pending} icon={<Check size={16} aria-hidden />}>
            {t('lesson.markDone')}
          </Button>
        ))}
    </div>
  );
}
