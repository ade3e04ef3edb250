import { useTranslation } from 'react-i18next';

/** How far a big download has come: a bar and its percentage, read out as a progress bar. */
export function DownloadProgress({ progress, name }: { progress: number | null; name: string }) {
  const { t } = useTranslation('files');
  if (progress === null) return null;
  const percent = Math.min(100, Math.round(progress * 100));
  return (
    <div className="flex items-center gap-2" data-testid="document-progress">
      <div
        role="progressbar"
        aria-label={t('downloading', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-muted">{percent}%</span>
    </div>
  );
}
