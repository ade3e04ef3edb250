import { useTranslation } from 'react-i18next';
import { Award } from 'lucide-react';
import { cn } from '../../../ui/cn';

/** Lessons done out of all, as a bar and in words; "Completed" once the certificate is earned. */
export function ProgressLine({ done, total, earned }: { done: number; total: number; earned: boolean }) {
  const { t } = useTranslation('courses');
  const share = total === 0 ? 0 : Math.min(1, done / total);
  const label = t('progress.of', { done, total });
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className={cn('font-semibold', earned ? 'text-success' : 'text-fg')}>
          {earned ? (
            <span className="inline-flex items-center gap-1.5">
              <Award size={16} aria-hidden />
              {t('progress.completed')}
            </span>
          ) : (
            label
          )}
        </span>
        <span className="tabular-nums text-muted">{Math.round(share * 100)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', earned ? 'bg-success' : 'bg-brand')}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
