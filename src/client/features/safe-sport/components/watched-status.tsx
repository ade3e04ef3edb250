import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { cn } from '../../../ui/cn';

/** Whether this device (or account) has watched the safe-sport video to the end. */
export function WatchedStatus({ watched }: { watched: boolean }) {
  const { t } = useTranslation('videos');
  return (
    <p
      role="status"
      data-testid="safe-sport-status"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold',
        watched
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-surface-2 text-muted',
      )}
    >
      {watched ? <CircleCheck size={18} aria-hidden /> : <CircleDashed size={18} aria-hidden />}
      {t(watched ? 'safeSport.watched' : 'safeSport.notWatched')}
    </p>
  );
}
